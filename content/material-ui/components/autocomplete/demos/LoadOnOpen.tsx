import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Film {
  title: string;
  year: number;
}

// Stands in for a request to your API: resolves with the films after 1.5 seconds.
function fetchFilms(): Promise<Film[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve([
        { title: 'Metropolis', year: 1927 },
        { title: 'Tokyo Story', year: 1953 },
        { title: 'Wild Strawberries', year: 1957 },
        { title: 'Lawrence of Arabia', year: 1962 },
        { title: 'Stalker', year: 1979 },
        { title: 'Do the Right Thing', year: 1989 },
        { title: 'In the Mood for Love', year: 2000 },
      ]);
    }, 1500);
  });
}

export default function LoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Film[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = async () => {
    setOpen(true);
    if (options.length > 0) return;
    setLoading(true);
    setOptions(await fetchFilms());
    setLoading(false);
  };

  return (
    <Autocomplete
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      getOptionLabel={(option) => `${option.title} (${option.year})`}
      isOptionEqualToValue={(option, value) => option.title === value.title}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Classic film"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <React.Fragment>
                  {loading ? (
                    <CircularProgress
                      color="inherit"
                      size={20}
                      aria-label="Loading films"
                    />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
