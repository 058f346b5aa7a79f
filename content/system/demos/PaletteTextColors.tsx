import Box from '@mui/system/Box';

export default function PaletteTextColors() {
  return (
    <Box
      sx={{
        maxWidth: 420,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'text.primary', fontWeight: 'medium' }}>Payment failed</Box>
      <Box sx={{ color: 'text.secondary', typography: 'body2', mt: 0.5 }}>
        Your card ending in 4421 was declined on 3 March.
      </Box>
      <Box sx={{ color: 'error.main', typography: 'body2', mt: 1 }}>
        Update your card before 10 March to keep your subscription.
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          mt: 2,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'primary.main',
          font: 'inherit',
          fontWeight: 'medium',
          textDecoration: 'underline',
          cursor: 'pointer',
        }}
      >
        Update payment method
      </Box>
    </Box>
  );
}
