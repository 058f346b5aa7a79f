import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Bell, MailCheck, Paperclip, Search, Send, Settings } from 'lucide-react';

// Every Lucide icon has the class `lucide`: size and colour it from Joy's icon variables.
const lucideFollowsJoy = {
  '& .lucide': {
    width: '1em',
    height: '1em',
    flexShrink: 0,
    fontSize: 'var(--Icon-fontSize, 1.5rem)',
    color: 'var(--Icon-color, currentColor)',
    margin: 'var(--Icon-margin)',
  },
};

export default function IconsLucideCssRule() {
  return (
    <Box sx={[lucideFollowsJoy, { maxWidth: 460, mx: 'auto' }]}>
      <Stack spacing={2}>
        <Input
          aria-label="Search teammates"
          placeholder="Search teammates"
          startDecorator={<Search />}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button startDecorator={<Send />}>Send invite</Button>
          <Button variant="outlined" color="neutral" startDecorator={<Paperclip />}>
            Attach
          </Button>
          <IconButton variant="plain" aria-label="Notification settings">
            <Bell strokeWidth={1.75} />
          </IconButton>
          <IconButton variant="plain" aria-label="Workspace settings">
            <Settings strokeWidth={1.75} />
          </IconButton>
        </Stack>
        <Typography level="body-sm" startDecorator={<MailCheck />}>
          Invites come from no-reply@fieldnotes.app and expire after 7 days.
        </Typography>
      </Stack>
    </Box>
  );
}
