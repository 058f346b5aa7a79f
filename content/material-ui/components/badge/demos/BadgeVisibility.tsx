import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Badge badgeContent={count} color="primary" invisible={hidden}>
        <NotificationsIcon color="action" />
      </Badge>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setCount(Math.max(count - 1, 0))}
      >
        Mark one read
      </Button>
      <Button variant="outlined" size="small" onClick={() => setCount(count + 1)}>
        New alert
      </Button>
      <FormControlLabel
        control={
          <Switch
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
        }
        label="Do not disturb"
      />
    </Stack>
  );
}
