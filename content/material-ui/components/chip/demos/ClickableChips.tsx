import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const genres = ['Fiction', 'Biography', 'Poetry', 'Travel'];

export default function ClickableChips() {
  const [genre, setGenre] = React.useState('Fiction');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {genres.map((label) => (
        <Chip
          key={label}
          label={label}
          color={genre === label ? 'primary' : 'default'}
          variant={genre === label ? 'filled' : 'outlined'}
          aria-pressed={genre === label}
          onClick={() => setGenre(label)}
        />
      ))}
    </Stack>
  );
}
