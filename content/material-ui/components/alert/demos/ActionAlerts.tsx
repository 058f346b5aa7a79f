import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ActionAlerts() {
  const [showNotice, setShowNotice] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {showNotice ? (
        <Alert severity="info" onClose={() => setShowNotice(false)}>
          You can now share folders with your team.
        </Alert>
      ) : (
        <Button onClick={() => setShowNotice(true)}>Show the notice again</Button>
      )}
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small">
            Renew
          </Button>
        }
      >
        Your subscription expires on 30 June.
      </Alert>
    </Stack>
  );
}
