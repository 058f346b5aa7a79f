import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DotBadge() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge variant="dot" color="error">
        <Typography>Updates</Typography>
      </Badge>
      <Badge variant="dot" color="success">
        <Typography>Messages</Typography>
      </Badge>
    </Stack>
  );
}
