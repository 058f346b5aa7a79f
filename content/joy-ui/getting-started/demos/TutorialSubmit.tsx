import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TutorialSubmit() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Stop the browser from reloading the page with the fields in the URL.
    event.preventDefault();
    // Your app would send email and password to its sign-in endpoint here.
    setSignedInAs(email);
  };

  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 400, p: 3, borderRadius: 'md', boxShadow: 'md' }}
    >
      <Stack component="form" spacing={2} onSubmit={handleSubmit}>
        <div>
          <Typography level="h4" component="h3">
            Sign in
          </Typography>
          <Typography level="body-sm">Welcome back to Northwind Books.</Typography>
        </div>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormControl>
        <FormControl>
          <FormLabel>Password</FormLabel>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormControl>
        <Button type="submit">Sign in</Button>
        <Typography level="body-sm" sx={{ textAlign: 'center' }}>
          New to Northwind? <Link href="/sign-up">Create an account</Link>
        </Typography>
        {signedInAs !== null && (
          <Alert color="success">
            {signedInAs
              ? `Signed in as ${signedInAs}.`
              : 'Signed in with no email at all.'}
          </Alert>
        )}
      </Stack>
    </Sheet>
  );
}
