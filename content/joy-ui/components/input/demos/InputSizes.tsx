import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SearchIcon from '@mui/icons-material/Search';

export default function InputSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Input
        size="sm"
        startDecorator={<SearchIcon />}
        placeholder="Filter table rows"
        aria-label="Filter table rows"
      />
      <Input
        size="md"
        startDecorator={<SearchIcon />}
        placeholder="Search tickets"
        aria-label="Search tickets"
      />
      <Input
        size="lg"
        startDecorator={<SearchIcon />}
        placeholder="Where are you going?"
        aria-label="Destination"
      />
    </Stack>
  );
}
