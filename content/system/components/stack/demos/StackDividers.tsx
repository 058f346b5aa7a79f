import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      spacing={2}
      // Rendered between each pair of children; a vertical rule in a row.
      divider={
        <Box
          component="hr"
          aria-orientation="vertical"
          sx={{
            m: 0,
            border: 0,
            borderLeft: 1,
            borderColor: 'divider',
            alignSelf: 'stretch',
          }}
        />
      }
      sx={{ alignItems: 'center', typography: 'body2' }}
    >
      <Box>4.8 rating</Box>
      <Box>1,204 reviews</Box>
      <Box>Free returns</Box>
    </Stack>
  );
}
