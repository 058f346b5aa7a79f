import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

const contentSx = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'background.paper',
  typography: 'body2',
} as const;

export default function ContainerGutters() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {/* The tinted background shows the container; the white box is its content. */}
      <Container maxWidth="sm" sx={{ py: 1.5, bgcolor: 'action.selected' }}>
        <Box sx={contentSx}>With gutters: padding on the left and right</Box>
      </Container>
      <Container
        maxWidth="sm"
        disableGutters
        sx={{ py: 1.5, bgcolor: 'action.selected' }}
      >
        <Box sx={contentSx}>disableGutters: the content reaches the edges</Box>
      </Container>
    </Box>
  );
}
