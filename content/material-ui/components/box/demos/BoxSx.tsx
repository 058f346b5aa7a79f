import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        // Numbers on spacing keys are multiples of the theme spacing (8px by default).
        p: 2,
        // Strings name palette colours, so they follow the colour mode.
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
        // An object sets a value per breakpoint.
        width: { xs: '100%', sm: 320 },
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ color: 'text.secondary', typography: 'body2' }}>Storage used</Box>
      <Box sx={{ color: 'text.primary', typography: 'h4', fontWeight: 'medium' }}>
        42.3 GB
      </Box>
      <Box sx={{ color: 'success.main', typography: 'body2', mt: 1 }}>
        8.1 GB freed up this week
      </Box>
    </Box>
  );
}
