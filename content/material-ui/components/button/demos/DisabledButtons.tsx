import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DisabledButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Button disabled>Text</Button>
      <Button variant="outlined" disabled>
        Outlined
      </Button>
      <Button variant="contained" disabled>
        Contained
      </Button>
      <Button variant="contained" href="#disabled-buttons" disabled>
        Link
      </Button>
    </Stack>
  );
}
