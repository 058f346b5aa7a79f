import Box from '@mui/system/Box';

const levels = [0, 1, 2, 4, 8, 16, 24];

export default function ShadowsElevationScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        p: 2,
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            height: 72,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2,
            bgcolor: 'background.paper',
            // A number is an index into theme.shadows.
            boxShadow: level,
            fontFamily: 'monospace',
          }}
        >
          {level}
        </Box>
      ))}
    </Box>
  );
}
