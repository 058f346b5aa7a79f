import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PASSWORD_HINT } from './validation';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message once the form has been submitted; the hint shows until then. */
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A required password field that states the rule under it and can show what was typed. */
export default function PasswordField({
  id,
  value,
  onChange,
  error,
  autoComplete,
  inputRef,
}: PasswordFieldProps) {
  const [visible, setVisible] = React.useState(false);

  return (
    <TextField
      id={id}
      label="Password"
      type={visible ? 'text' : 'password'}
      required
      fullWidth
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? PASSWORD_HINT}
      inputRef={inputRef}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-controls={id}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
