import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PasswordField from './PasswordField';
import ProviderButtons from './ProviderButtons';
import {
  type Provider,
  type SignUpValues,
  describeProvider,
  describeSignUp,
  isValid,
  validateSignUp,
} from './validation';

interface Status {
  severity: 'success' | 'info';
  text: string;
}

const EMPTY: SignUpValues = {
  name: '',
  email: '',
  password: '',
  acceptTerms: false,
  productUpdates: false,
};

// The order a reader meets the fields in; a failed submit focuses the first one with an error.
const FIELD_ORDER = ['name', 'email', 'password', 'acceptTerms'] as const;

/**
 * The sign-up form with its status message, provider buttons and link to sign-in. Errors stay
 * hidden until the first submit, then follow every keystroke.
 */
export default function SignUpForm() {
  const [values, setValues] = React.useState<SignUpValues>(EMPTY);
  const [submitted, setSubmitted] = React.useState(false);
  const [status, setStatus] = React.useState<Status | null>(null);
  const nameRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const termsRef = React.useRef<HTMLInputElement>(null);

  const errors = React.useMemo(
    () => (submitted ? validateSignUp(values) : {}),
    [submitted, values],
  );

  const update = <Key extends keyof SignUpValues>(
    key: Key,
    value: SignUpValues[Key],
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // The message described the last submit; once the form changes it no longer holds.
    setStatus(null);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignUp(values);
    if (isValid(found)) {
      setStatus({ severity: 'success', text: describeSignUp(values) });
      return;
    }
    setStatus(null);
    const refs = {
      name: nameRef,
      email: emailRef,
      password: passwordRef,
      acceptTerms: termsRef,
    };
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first !== undefined) refs[first].current?.focus();
  };

  const handleProvider = (provider: Provider) => {
    setStatus({ severity: 'info', text: describeProvider(provider, 'sign-up') });
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
        aria-label="Sign up with e-mail"
      >
        <Stack spacing={2}>
          <TextField
            id="sign-up-name"
            label="Full name"
            required
            fullWidth
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            error={errors.name !== undefined}
            helperText={errors.name}
            inputRef={nameRef}
          />
          <TextField
            id="sign-up-email"
            label="Work e-mail"
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
            id="sign-up-password"
            autoComplete="new-password"
            value={values.password}
            onChange={(value) => update('password', value)}
            error={errors.password}
            inputRef={passwordRef}
          />
          <FormControl error={errors.acceptTerms !== undefined}>
            <FormControlLabel
              required
              control={
                <Checkbox
                  checked={values.acceptTerms}
                  onChange={(event) => update('acceptTerms', event.target.checked)}
                  slotProps={{
                    input: {
                      ref: termsRef,
                      'aria-invalid': errors.acceptTerms !== undefined,
                      'aria-describedby':
                        errors.acceptTerms !== undefined
                          ? 'sign-up-terms-error'
                          : undefined,
                    },
                  }}
                />
              }
              label="I agree to the Fernway Terms of Service and Privacy Policy"
            />
            {errors.acceptTerms !== undefined && (
              <FormHelperText id="sign-up-terms-error" sx={{ mx: 0 }}>
                {errors.acceptTerms}
              </FormHelperText>
            )}
          </FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.productUpdates}
                onChange={(event) => update('productUpdates', event.target.checked)}
              />
            }
            label="Send me product news, about one e-mail a month"
          />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Create account
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
      <ProviderButtons verb="Sign up" onSelect={handleProvider} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account? <Link href="sign-in">Sign in</Link>
      </Typography>
    </Stack>
  );
}
