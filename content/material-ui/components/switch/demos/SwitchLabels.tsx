import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Dark theme" />
      <FormControlLabel
        required
        control={<Switch />}
        label="Accept the terms of service"
      />
      <FormControlLabel disabled control={<Switch />} label="Beta features" />
    </FormGroup>
  );
}
