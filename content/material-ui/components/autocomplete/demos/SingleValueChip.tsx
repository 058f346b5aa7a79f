import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const statuses = ['Backlog', 'In progress', 'In review', 'Done', 'Cancelled'];

export default function SingleValueChip() {
  return (
    <Autocomplete
      options={statuses}
      defaultValue="In review"
      renderValue={(value, getItemProps) => (
        <Chip size="small" color="primary" label={value} {...getItemProps()} />
      )}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Status" />}
    />
  );
}
