import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// The footer of an article editor: one main action, one safe alternative and a
// way out, each given the weight that matches how often people should pick it.
export default function BasicButtons() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'flex-end', width: '100%', maxWidth: 480 }}
    >
      <Button variant="text">Cancel</Button>
      <Button variant="outlined">Save draft</Button>
      <Button variant="contained">Publish</Button>
    </Stack>
  );
}
