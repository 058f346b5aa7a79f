import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  return (
    <Box sx={{ minWidth: 200 }}>
      <FormControl fullWidth>
        <InputLabel variant="standard" htmlFor="native-select-shipping">
          Shipping
        </InputLabel>
        <NativeSelect
          defaultValue="standard"
          inputProps={{ name: 'shipping', id: 'native-select-shipping' }}
        >
          <option value="standard">Standard (3–5 days)</option>
          <option value="express">Express (next day)</option>
          <option value="pickup">Pick up in store</option>
        </NativeSelect>
      </FormControl>
    </Box>
  );
}
