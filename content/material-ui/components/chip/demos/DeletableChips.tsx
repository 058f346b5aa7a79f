import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialRecipients = ['Maya Lindqvist', 'Tomás Herrera'];

export default function DeletableChips() {
  const [recipients, setRecipients] = React.useState(initialRecipients);
  const [status, setStatus] = React.useState('Click a name for details.');

  const removeRecipient = (name: string) => {
    setRecipients(recipients.filter((item) => item !== name));
    setStatus(`Removed ${name}.`);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {recipients.map((name) => (
          <Chip
            key={name}
            label={name}
            onClick={() => setStatus(`Showing details for ${name}.`)}
            onDelete={() => removeRecipient(name)}
          />
        ))}
        {recipients.length < initialRecipients.length && (
          <Button size="small" onClick={() => setRecipients(initialRecipients)}>
            Restore recipients
          </Button>
        )}
      </Stack>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
