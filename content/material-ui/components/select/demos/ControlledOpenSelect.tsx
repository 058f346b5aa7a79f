import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [sort, setSort] = React.useState('newest');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel id="controlled-open-label">Sort by</InputLabel>
        <Select
          labelId="controlled-open-label"
          id="controlled-open-select"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={sort}
          label="Sort by"
          onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="price-asc">Price, low to high</MenuItem>
          <MenuItem value="price-desc">Price, high to low</MenuItem>
        </Select>
      </FormControl>
      <Button onClick={() => setOpen(true)}>Change sorting</Button>
    </Stack>
  );
}
