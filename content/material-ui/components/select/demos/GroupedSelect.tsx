import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function GroupedSelect() {
  return (
    <FormControl sx={{ minWidth: 220 }}>
      <InputLabel id="grouped-select-label">Time zone</InputLabel>
      <Select
        labelId="grouped-select-label"
        id="grouped-select"
        defaultValue="Europe/Madrid"
        label="Time zone"
      >
        <ListSubheader>Europe</ListSubheader>
        <MenuItem value="Europe/Lisbon">Lisbon</MenuItem>
        <MenuItem value="Europe/Madrid">Madrid</MenuItem>
        <MenuItem value="Europe/Warsaw">Warsaw</MenuItem>
        <ListSubheader>Asia</ListSubheader>
        <MenuItem value="Asia/Kolkata">Kolkata</MenuItem>
        <MenuItem value="Asia/Seoul">Seoul</MenuItem>
        <MenuItem value="Asia/Singapore">Singapore</MenuItem>
      </Select>
    </FormControl>
  );
}
