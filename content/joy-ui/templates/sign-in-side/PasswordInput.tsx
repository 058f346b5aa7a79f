import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  inputRef: React.Ref<HTMLInputElement>;
}

/**
 * A password input with a button that shows or hides what was typed. Goes inside a FormControl,
 * which names the input and ties its error to it.
 */
export default function PasswordInput({
  value,
  onChange,
  invalid,
  inputRef,
}: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <Input
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ input: { ref: inputRef, 'aria-invalid': invalid } }}
      endDecorator={
        <IconButton
          variant="plain"
          color="neutral"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
        </IconButton>
      }
    />
  );
}
