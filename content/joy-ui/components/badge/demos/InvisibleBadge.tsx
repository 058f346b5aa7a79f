import * as React from 'react';
import Badge from '@mui/joy/Badge';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

export default function InvisibleBadge() {
  const [muted, setMuted] = React.useState(false);
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <IconButton
        variant="soft"
        aria-label={muted ? 'Notifications, muted' : 'Notifications, 3 new'}
      >
        <Badge badgeContent={3} invisible={muted} color="danger">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch
          checked={muted}
          onChange={(event) => setMuted(event.target.checked)}
        />
        <FormLabel>Do not disturb</FormLabel>
      </FormControl>
    </Stack>
  );
}
