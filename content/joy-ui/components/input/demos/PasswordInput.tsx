import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);

  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>New password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        endDecorator={
          <IconButton
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
      <FormHelperText>Use 12 or more characters.</FormHelperText>
    </FormControl>
  );
}
