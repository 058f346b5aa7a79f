import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: 260,
        p: 2,
        bgcolor: 'background.surface',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'md',
        boxShadow: 'sm',
      }}
    >
      <Box sx={{ typography: 'body-sm', color: 'text.secondary' }}>
        Monthly recurring revenue
      </Box>
      <Box sx={{ typography: 'h2', color: 'text.primary', my: 0.5 }}>€48,210</Box>
      <Box
        component="span"
        sx={{
          typography: 'body-xs',
          fontWeight: 'lg',
          color: 'success.softColor',
          bgcolor: 'success.softBg',
          borderRadius: 'sm',
          px: 0.75,
          py: 0.25,
        }}
      >
        +6.4% since May
      </Box>
    </Box>
  );
}
