import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectFormProps() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl required sx={{ minWidth: 180 }}>
        <InputLabel id="form-props-country-label">Country</InputLabel>
        <Select
          labelId="form-props-country-label"
          id="form-props-country"
          defaultValue="KE"
          label="Country"
        >
          <MenuItem value="KE">Kenya</MenuItem>
          <MenuItem value="NO">Norway</MenuItem>
        </Select>
      </FormControl>
      <FormControl disabled sx={{ minWidth: 180 }}>
        <InputLabel id="form-props-plan-label">Plan</InputLabel>
        <Select
          labelId="form-props-plan-label"
          id="form-props-plan"
          defaultValue="team"
          label="Plan"
        >
          <MenuItem value="team">Team</MenuItem>
        </Select>
      </FormControl>
      <FormControl error sx={{ minWidth: 180 }}>
        <InputLabel id="form-props-seat-label">Seat</InputLabel>
        <Select
          labelId="form-props-seat-label"
          id="form-props-seat"
          defaultValue="12C"
          label="Seat"
          aria-describedby="form-props-seat-helper"
        >
          <MenuItem value="12C">12C</MenuItem>
          <MenuItem value="14A">14A</MenuItem>
        </Select>
        <FormHelperText id="form-props-seat-helper">
          12C is no longer free
        </FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel id="form-props-size-label">Size</InputLabel>
        <Select
          labelId="form-props-size-label"
          id="form-props-size"
          defaultValue="M"
          label="Size"
          readOnly
        >
          <MenuItem value="M">M</MenuItem>
          <MenuItem value="L">L</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
