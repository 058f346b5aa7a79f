import Box from '@mui/system/Box';

const colors = ['primary', 'secondary', 'success', 'error'];

export default function PaletteBackgroundPairs() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
      }}
    >
      {colors.map((color) => (
        <Box
          key={color}
          sx={{
            p: 2,
            borderRadius: 1,
            // Each main colour has a matching text colour for content on top of it.
            bgcolor: `${color}.main`,
            color: `${color}.contrastText`,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {color}.main
        </Box>
      ))}
    </Box>
  );
}
