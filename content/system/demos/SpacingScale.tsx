import Box from '@mui/system/Box';

const steps = [0.5, 1, 2, 3, 4];

export default function SpacingScale() {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {steps.map((step) => (
        // The outer box shows the padding; the inner box is the content area.
        <Box
          key={step}
          sx={{ p: step, bgcolor: 'action.selected', borderRadius: 1 }}
        >
          <Box
            sx={{
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              fontFamily: 'monospace',
              fontSize: 13,
            }}
          >
            p: {step}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
