import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function BasicDivider() {
  return (
    <Box sx={{ maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography level="title-md">Email address</Typography>
        <Typography level="body-sm">maya.lindqvist@example.com</Typography>
      </div>
      <Divider />
      <div>
        <Typography level="title-md">Password</Typography>
        <Typography level="body-sm">Last changed 3 months ago</Typography>
      </div>
      <Divider />
      <div>
        <Typography level="title-md">Two-factor authentication</Typography>
        <Typography level="body-sm">Enabled with an authenticator app</Typography>
      </div>
    </Box>
  );
}
