import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForgotPasswordDialog from './ForgotPasswordDialog';
import PasswordField from './PasswordField';
import ProviderButtons from './ProviderButtons';
import {
  type Provider,
  type SignInValues,
  describeProvider,
  describeSignIn,
  isValid,
  validateSignIn,
} from './validation';

interface Status {
  severity: 'success' | 'info';
  text: string;
}

const EMPTY: SignInValues = { email: '', password: '', remember: false };

/**
 * The sign-in form with its status message, password reset dialog, provider buttons and link to
 * sign-up. Errors stay hidden until the first submit, then follow every keystroke.
 */
export default function SignInForm() {
  const [values, setValues] = React.useState<SignInValues>(EMPTY);
  const [submitted, setSubmitted] = React.useState(false);
  const [status, setStatus] = React.useState<Status | null>(null);
  const [resetOpen, setResetOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const errors = React.useMemo(
    () => (submitted ? validateSignIn(values) : {}),
    [submitted, values],
  );

  const update = <Key extends keyof SignInValues>(
    key: Key,
    value: SignInValues[Key],
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // The message described the last submit; once the form changes it no longer holds.
    setStatus(null);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignIn(values);
    if (isValid(found)) {
      setStatus({ severity: 'success', text: describeSignIn(values) });
      return;
    }
    setStatus(null);
    (found.email !== undefined ? emailRef : passwordRef).current?.focus();
  };

  const handleProvider = (provider: Provider) => {
    setStatus({ severity: 'info', text: describeProvider(provider, 'sign-in') });
  };

  const openReset = () => {
    setResetKey((key) => key + 1);
    setResetOpen(true);
  };

  return (
    <Stack spacing={3}>
      {status !== null && (
        <Alert severity={status.severity} role="status">
          {status.text}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label="Sign in with e-mail"
      >
        <Stack spacing={2}>
          <TextField
            id="sign-in-email"
            label="E-mail address"
            type="email"
            required
            fullWidth
            autoComplete="email"
            placeholder="name@example.com"
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={errors.email !== undefined}
            helperText={errors.email}
            inputRef={emailRef}
          />
          <PasswordField
            id="sign-in-password"
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => update('password', value)}
            error={errors.password}
            inputRef={passwordRef}
          />
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.remember}
                  onChange={(event) => update('remember', event.target.checked)}
                />
              }
              label="Remember me for 30 days"
            />
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={openReset}
            >
              Forgot your password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Box>
      <Divider>
        <Typography
          component="span"
          variant="body2"
          sx={{ color: 'text.secondary' }}
        >
          or
        </Typography>
      </Divider>
      <ProviderButtons verb="Sign in" onSelect={handleProvider} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to Fernway? <Link href="sign-up">Create an account</Link>
      </Typography>
      <ForgotPasswordDialog
        key={resetKey}
        open={resetOpen}
        initialEmail={values.email}
        onClose={() => setResetOpen(false)}
      />
    </Stack>
  );
}
