import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

function ProfilePreview() {
  return (
    <Box sx={{ maxWidth: 260, p: 0.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Avatar src="/static/images/avatars/grace.svg" alt="" />
        <div>
          <Typography level="title-sm">Grace Mensah</Typography>
          <Typography level="body-xs">Staff engineer, Payments</Typography>
        </div>
      </Stack>
      <Typography level="body-sm">Owns the checkout service.</Typography>
      <Typography level="body-sm">grace.mensah@example.com</Typography>
      <Typography level="body-xs">Local time 16:40 (Accra)</Typography>
    </Box>
  );
}

export default function RichTooltip() {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography level="body-md">Approved by</Typography>
      <Tooltip
        title={<ProfilePreview />}
        variant="outlined"
        placement="bottom-start"
        arrow
        describeChild
      >
        <Button variant="plain" size="sm">
          Grace Mensah
        </Button>
      </Tooltip>
      <Typography level="body-md">on 12 March</Typography>
    </Stack>
  );
}
