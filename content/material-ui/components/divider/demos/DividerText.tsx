import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="body2">
        The museum opens at nine on weekdays and at ten on weekends.
      </Typography>
      <Divider>Tickets</Divider>
      <Typography variant="body2">
        Adult tickets cost £18; children under twelve enter free.
      </Typography>
      <Divider textAlign="left">Getting there</Divider>
      <Typography variant="body2">
        Take the number 7 bus to Market Square, then walk two minutes north.
      </Typography>
      <Divider textAlign="right">
        <Chip label="Updated today" size="small" />
      </Divider>
    </Stack>
  );
}
