import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function SelectSmall() {
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id="small-select-label">Rows per page</InputLabel>
      <Select
        labelId="small-select-label"
        id="small-select"
        defaultValue={25}
        label="Rows per page"
      >
        <MenuItem value={10}>10</MenuItem>
        <MenuItem value={25}>25</MenuItem>
        <MenuItem value={50}>50</MenuItem>
      </Select>
    </FormControl>
  );
}
