import ArrowForward from '@mui/icons-material/ArrowForward';
import Download from '@mui/icons-material/Download';
import Add from '@mui/icons-material/Add';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button startDecorator={<Add />}>New project</Button>
      <Button variant="soft" endDecorator={<ArrowForward />}>
        Next step
      </Button>
      <Button variant="outlined" color="neutral" startDecorator={<Download />}>
        Export CSV
      </Button>
      <Button
        variant="plain"
        color="neutral"
        endDecorator={
          <Chip component="span" size="sm" variant="solid" color="primary">
            3
          </Chip>
        }
      >
        Pending invites
      </Button>
    </Stack>
  );
}
