import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function SxButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="success"
        sx={{ borderRadius: 0, letterSpacing: 2, px: 4 }}
      >
        Checkout
      </Button>
      <Button
        variant="outlined"
        sx={{
          textTransform: 'none',
          color: 'text.primary',
          borderColor: 'divider',
          '&:hover': { borderColor: 'text.primary' },
        }}
      >
        Keep shopping
      </Button>
    </Stack>
  );
}
