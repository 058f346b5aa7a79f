import Box from '@mui/system/Box';

export default function SxThemeValues() {
  return (
    <Box
      role="status"
      sx={{
        // Spacing keys multiply the theme's spacing unit.
        p: 2,
        // Colour keys look up palette paths and follow the colour mode.
        bgcolor: 'background.paper',
        color: 'text.primary',
        // `border: 1` is a 1px solid border; its colour comes from the palette.
        border: 1,
        borderColor: 'success.main',
        // Multiplies theme.shape.borderRadius.
        borderRadius: 2,
        // An index into theme.shadows.
        boxShadow: 2,
        // Fractions become percentages, capped by a pixel maximum.
        width: 1,
        maxWidth: 360,
      }}
    >
      <Box sx={{ typography: 'subtitle2', color: 'success.main' }}>
        Backup complete
      </Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
        1,284 photos were copied to your archive drive at 02:10.
      </Box>
    </Box>
  );
}
