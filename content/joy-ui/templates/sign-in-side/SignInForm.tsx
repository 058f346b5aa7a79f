import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ForgotPasswordModal from './ForgotPasswordModal';
import PasswordInput from './PasswordInput';
import { readableErrorSx } from './readableError';
import {
  firstInvalidField,
  resetRequestedMessage,
  signedInMessage,
  validateSignIn,
  type SignInField,
  type SignInValues,
} from './validation';

const EMPTY: SignInValues = { email: '', password: '', remember: false };

/**
 * The sign-in form. Nothing is checked until the first submit; from then on each field's error
 * follows what is typed. A valid submit says who is signed in in the status line.
 */
export default function SignInForm() {
  const [values, setValues] = React.useState<SignInValues>(EMPTY);
  const [submitted, setSubmitted] = React.useState(false);
  const [message, setMessage] = React.useState<string | null>(null);
  const [resetOpen, setResetOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const refs: Record<SignInField, React.RefObject<HTMLInputElement | null>> = {
    email: emailRef,
    password: passwordRef,
  };
  const errors = submitted ? validateSignIn(values) : {};

  const update = <Key extends keyof SignInValues>(
    key: Key,
    value: SignInValues[Key],
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // The message described the last submit; a changed form no longer matches it.
    setMessage(null);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = firstInvalidField(validateSignIn(values));
    if (first !== undefined) {
      setMessage(null);
      refs[first].current?.focus();
      return;
    }
    setMessage(signedInMessage(values));
  };

  return (
    <Stack spacing={2.5}>
      <form noValidate aria-label="Sign in" onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <FormControl
            required
            sx={readableErrorSx}
            error={errors.email !== undefined}
          >
            <FormLabel>E-mail</FormLabel>
            <Input
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
              slotProps={{
                input: { ref: emailRef, 'aria-invalid': errors.email !== undefined },
              }}
            />
            {errors.email !== undefined && (
              <FormHelperText>{errors.email}</FormHelperText>
            )}
          </FormControl>
          <FormControl
            required
            sx={readableErrorSx}
            error={errors.password !== undefined}
          >
            <FormLabel>Password</FormLabel>
            <PasswordInput
              value={values.password}
              onChange={(value) => update('password', value)}
              invalid={errors.password !== undefined}
              inputRef={passwordRef}
            />
            {errors.password !== undefined && (
              <FormHelperText>{errors.password}</FormHelperText>
            )}
          </FormControl>
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Checkbox
              label="Remember me"
              checked={values.remember}
              onChange={(event) => update('remember', event.target.checked)}
            />
            <Link
              component="button"
              type="button"
              level="body-sm"
              onClick={() => {
                setResetKey((key) => key + 1);
                setResetOpen(true);
              }}
            >
              Forgot your password?
            </Link>
          </Stack>
          <Button type="submit" size="lg" fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <Box role="status">
        {message !== null && (
          <Typography
            variant="soft"
            color="success"
            startDecorator={<CheckCircleRoundedIcon />}
            sx={{ p: 1.5, borderRadius: 'sm', alignItems: 'flex-start' }}
          >
            {message}
          </Typography>
        )}
      </Box>
      <ForgotPasswordModal
        key={resetKey}
        open={resetOpen}
        initialEmail={values.email}
        onClose={() => setResetOpen(false)}
        onSent={(email) => {
          setResetOpen(false);
          setMessage(resetRequestedMessage(email));
        }}
      />
    </Stack>
  );
}
