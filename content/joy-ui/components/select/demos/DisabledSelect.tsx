import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function DisabledSelect() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl disabled>
        <FormLabel>Data region</FormLabel>
        <Select defaultValue="eu">
          <Option value="eu">European Union</Option>
          <Option value="us">United States</Option>
        </Select>
        <FormHelperText sx={{ color: 'text.tertiary' }}>
          The region is fixed once the workspace exists.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Backup frequency</FormLabel>
        <Select defaultValue="daily">
          <Option value="daily">Daily</Option>
          <Option value="weekly">Weekly</Option>
          <Option value="hourly" disabled>
            Hourly (Business plan)
          </Option>
        </Select>
      </FormControl>
    </Stack>
  );
}
