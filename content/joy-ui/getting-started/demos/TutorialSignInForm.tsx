import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = { email?: string; password?: string };

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (email.trim() === '') errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(email.trim()))
    errors.email = 'Enter an email address like name@example.com.';
  if (password === '') errors.password = 'Enter your password.';
  return errors;
}

export default function TutorialSignInForm() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [success, setSuccess] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    const firstInvalid = found.email ? 'email' : found.password ? 'password' : null;
    if (firstInvalid) {
      setSuccess('');
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    // Your app would send the credentials to its sign-in endpoint here.
    setSuccess(
      `Signed in as ${email.trim()}. ${remember ? 'You stay signed in on this device.' : 'You are signed out when you close the browser.'}`,
    );
  };

  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 400, p: 3, borderRadius: 'md', boxShadow: 'md' }}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
        <div>
          <Typography level="h4" component="h3">
            Sign in
          </Typography>
          <Typography level="body-sm">Welcome back to Northwind Books.</Typography>
        </div>
        <FormControl required error={Boolean(errors.email)}>
          <FormLabel>Email</FormLabel>
          <Input
            name="email"
            error={Boolean(errors.email)}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          {errors.email && (
            // danger.plainColor: the error colour stays readable in dark mode.
            <FormHelperText sx={{ color: 'danger.plainColor' }}>
              {errors.email}
            </FormHelperText>
          )}
        </FormControl>
        <FormControl required error={Boolean(errors.password)}>
          <FormLabel>Password</FormLabel>
          <Input
            name="password"
            error={Boolean(errors.password)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          {errors.password && (
            <FormHelperText sx={{ color: 'danger.plainColor' }}>
              {errors.password}
            </FormHelperText>
          )}
        </FormControl>
        <Checkbox
          name="remember"
          label="Keep me signed in on this device"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Button type="submit">Sign in</Button>
        <Typography level="body-sm" sx={{ textAlign: 'center' }}>
          New to Northwind? <Link href="/sign-up">Create an account</Link>
        </Typography>
        {success && <Alert color="success">{success}</Alert>}
      </Stack>
    </Sheet>
  );
}
