import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

// Each message shows only while the window is in its breakpoint's range.
const ranges = [
  {
    text: 'Below 600px: the container fills the window.',
    display: { xs: 'block', sm: 'none' },
  },
  {
    text: 'From 600px: the container is 600px wide.',
    display: { xs: 'none', sm: 'block', md: 'none' },
  },
  {
    text: 'From 900px: the container is 900px wide.',
    display: { xs: 'none', md: 'block', lg: 'none' },
  },
  {
    text: 'From 1200px: the container is 1200px wide.',
    display: { xs: 'none', lg: 'block' },
  },
];

export default function ContainerFixedSteps() {
  return (
    <Box sx={{ py: 3, bgcolor: 'background.default', color: 'text.primary' }}>
      <Container
        fixed
        sx={{
          py: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'text.secondary',
        }}
      >
        {ranges.map((range) => (
          <Box
            key={range.text}
            sx={{ display: range.display, fontWeight: 'medium' }}
          >
            {range.text}
          </Box>
        ))}
        <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 1 }}>
          Resize the window: the width changes in steps, not continuously.
        </Box>
      </Container>
    </Box>
  );
}
