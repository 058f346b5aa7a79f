import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Author {
  id: number;
  name: string;
}

const authors: Author[] = [
  { id: 101, name: 'Chimamanda Ngozi Adichie' },
  { id: 102, name: 'Jorge Luis Borges' },
  { id: 103, name: 'Octavia E. Butler' },
  { id: 104, name: 'Italo Calvino' },
  { id: 105, name: 'Kazuo Ishiguro' },
  { id: 106, name: 'Toni Morrison' },
  { id: 107, name: 'Wisława Szymborska' },
];

export default function OptionValue() {
  // The form state holds the author's id, as a database row would.
  const [authorId, setAuthorId] = React.useState<number | null>(104);

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        options={authors}
        getOptionLabel={(option) => option.name}
        getOptionValue={(option) => option.id}
        value={authorId}
        onChange={(_event, newValue) => setAuthorId(newValue)}
        renderInput={(params) => <TextField {...params} label="Author" />}
      />
      <Typography variant="body2">authorId: {authorId ?? 'null'}</Typography>
    </Stack>
  );
}
