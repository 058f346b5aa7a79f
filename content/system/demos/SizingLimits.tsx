import Box from '@mui/system/Box';

export default function SizingLimits() {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Box
        component="img"
        src="/static/images/scenes/forest.svg"
        alt="Misty pine forest with a sandy path winding between the trees"
        // Never wider than 200px, and never wider than its container.
        sx={{ width: 1, maxWidth: 200, height: 'auto', borderRadius: 2 }}
      />
      <Box
        sx={{
          // Takes the remaining width but doesn't get squeezed below 220px.
          flex: 1,
          minWidth: 220,
          // A breakpoint name caps the width at that breakpoint's value.
          maxWidth: 'sm',
          minHeight: 120,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box sx={{ fontWeight: 'medium' }}>Forest path loop</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
          A gentle 5 km walk under tall pines, with benches every kilometre and a
          café at the car park. Muddy after rain, so bring boots.
        </Box>
      </Box>
    </Box>
  );
}
