import * as React from 'react';
import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const recentSearches = [
  'invoice 2024-118',
  'refund policy',
  'shipping to Canada',
  'reset two-factor authentication',
];

export default function FreeSoloAutocomplete() {
  const [query, setQuery] = React.useState<string | null>(null);
  return (
    <Stack spacing={1.5} sx={{ width: 340 }}>
      <FormControl>
        <FormLabel>Search the help centre</FormLabel>
        <Autocomplete
          freeSolo
          options={recentSearches}
          value={query}
          onChange={(_event, newValue) => setQuery(newValue)}
          startDecorator={<Search />}
          placeholder="Ask a question"
        />
      </FormControl>
      <Typography level="body-sm" role="status" textColor="text.secondary">
        {query
          ? `Showing results for “${query}”`
          : 'Type a question and press Enter.'}
      </Typography>
    </Stack>
  );
}
