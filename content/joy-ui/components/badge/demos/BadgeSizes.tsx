import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function BadgeSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Badge size="sm" badgeContent={5}>
        <Button size="sm" variant="outlined" color="neutral">
          Drafts
        </Button>
      </Badge>
      <Badge size="md" badgeContent={5}>
        <Button size="md" variant="outlined" color="neutral">
          Drafts
        </Button>
      </Badge>
      <Badge size="lg" badgeContent={5}>
        <Button size="lg" variant="outlined" color="neutral">
          Drafts
        </Button>
      </Badge>
    </Stack>
  );
}
