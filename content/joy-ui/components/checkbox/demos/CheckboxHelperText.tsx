import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';

export default function CheckboxHelperText() {
  return (
    <FormControl>
      <Checkbox label="Share anonymous usage data" defaultChecked />
      <FormHelperText>
        Page views and crash reports only. We never collect the contents of your
        files.
      </FormHelperText>
    </FormControl>
  );
}
