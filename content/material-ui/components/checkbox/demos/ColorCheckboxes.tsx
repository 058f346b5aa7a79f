import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

const labels = [
  { color: 'primary', label: 'Design' },
  { color: 'secondary', label: 'Research' },
  { color: 'success', label: 'Done' },
  { color: 'warning', label: 'Blocked' },
  { color: 'error', label: 'Overdue' },
  { color: 'default', label: 'Archived' },
] as const;

export default function ColorCheckboxes() {
  return (
    <FormGroup row>
      {labels.map(({ color, label }) => (
        <FormControlLabel
          key={label}
          control={<Checkbox color={color} defaultChecked />}
          label={label}
        />
      ))}
    </FormGroup>
  );
}
