import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const suggestions = ['Hiking boots', 'Rain jacket', 'Trekking poles', 'Headlamp'];

export default function ClickableChips() {
  const [query, setQuery] = React.useState('');
  return (
    <Stack spacing={1.5}>
      <Typography level="body-sm">Popular searches</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {suggestions.map((suggestion) => (
          <Chip
            key={suggestion}
            variant="outlined"
            onClick={() => setQuery(suggestion)}
          >
            {suggestion}
          </Chip>
        ))}
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {query ? `Searching for "${query}"…` : 'Pick a suggestion to search.'}
      </Typography>
    </Stack>
  );
}
