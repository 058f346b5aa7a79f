import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

export default function IconSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <StarIcon fontSize="small" />
      <StarIcon />
      <StarIcon fontSize="large" />
      <StarIcon sx={{ fontSize: 48 }} />
      <Typography variant="h4" component="p" sx={{ display: 'flex', gap: 1 }}>
        <StarIcon fontSize="inherit" />
        4.8
      </Typography>
    </Stack>
  );
}
