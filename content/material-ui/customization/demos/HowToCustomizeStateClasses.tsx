import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export default function HowToCustomizeStateClasses() {
  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <TextField
        label="Project name"
        defaultValue="Website redesign"
        sx={{
          // Only while the field has focus: thicker outline, secondary colour.
          '& .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderWidth: 3,
            borderColor: 'secondary.main',
          },
          '& .MuiInputLabel-root.Mui-focused': { color: 'secondary.main' },
        }}
      />
      <FormControlLabel
        label="Email me when someone comments"
        control={
          <Switch
            defaultChecked
            sx={{
              // The thumb's base inside the switch, while checked, and the track after it.
              '& .MuiSwitch-switchBase.Mui-checked': { color: 'success.main' },
              '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
                bgcolor: 'success.main',
              },
            }}
          />
        }
      />
      <TextField
        label="Workspace owner"
        defaultValue="Ana Ferreira"
        disabled
        sx={{
          '& .MuiOutlinedInput-root.Mui-disabled': { bgcolor: 'action.hover' },
        }}
      />
    </Stack>
  );
}
