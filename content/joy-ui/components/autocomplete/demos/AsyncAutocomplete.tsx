import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Repository {
  name: string;
  stars: number;
}

// Stands in for a server response; the demo fetches nothing.
const repositories: Repository[] = [
  { name: 'billing-service', stars: 42 },
  { name: 'design-tokens', stars: 128 },
  { name: 'docs-site', stars: 87 },
  { name: 'mobile-app', stars: 310 },
  { name: 'web-dashboard', stars: 256 },
];

export default function AsyncAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Repository[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) return undefined;
    // Swap the timer for your request; the cleanup drops it if the popup closes first.
    const timer = setTimeout(() => setOptions(repositories), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Repository</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading repositories…"
        getOptionLabel={(repository) => repository.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        placeholder="Select a repository"
        endDecorator={
          loading ? (
            <CircularProgress
              size="sm"
              aria-label="Loading repositories"
              sx={{ bgcolor: 'background.surface' }}
            />
          ) : null
        }
      />
    </FormControl>
  );
}
