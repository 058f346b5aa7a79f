import * as React from 'react';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SIGNUP_ID } from './data';
import { validateEmail } from './email';

export default function Hero() {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  const confirmationRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const hasSubmitted = React.useRef(false);

  // The form and the confirmation replace each other, so move focus across rather than lose it.
  React.useEffect(() => {
    if (submitted) {
      hasSubmitted.current = true;
      confirmationRef.current?.focus();
    } else if (hasSubmitted.current) {
      inputRef.current?.focus();
    }
  }, [submitted]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(email);
    setError(message);
    if (message === null) setSubmitted(email.trim());
    else inputRef.current?.focus();
  };

  return (
    <Box
      id="top"
      sx={(theme) => ({
        pt: { xs: 8, md: 12 },
        pb: { xs: 6, md: 8 },
        backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, ${theme.alpha(
          (theme.vars ?? theme).palette.primary.main,
          0.16,
        )}, transparent)`,
        ...theme.applyStyles('dark', {
          backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, ${theme.alpha(
            (theme.vars ?? theme).palette.primary.main,
            0.3,
          )}, transparent)`,
        }),
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          component="h1"
          variant="h2"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' },
          }}
        >
          On-call that lets your team{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            sleep at night
          </Box>
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ mt: 2, mb: 4, color: 'text.secondary', fontWeight: 400 }}
        >
          Brightwake pages the right person, keeps the incident timeline and updates
          your status page, so outages end sooner and hurt less.
        </Typography>
        <Box id={SIGNUP_ID} sx={{ maxWidth: 520, mx: 'auto', scrollMarginTop: 96 }}>
          {submitted ? (
            <Alert
              ref={confirmationRef}
              tabIndex={-1}
              role="status"
              icon={<MarkEmailReadIcon />}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setSubmitted(null)}
                >
                  Change
                </Button>
              }
              sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
            >
              Check your inbox: we sent a link to {submitted} to start your 14-day
              trial.
            </Alert>
          ) : (
            <Stack
              component="form"
              noValidate
              onSubmit={handleSubmit}
              aria-label="Start a free trial"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                id="hero-email"
                inputRef={inputRef}
                type="email"
                label="Work email"
                placeholder="you@company.com"
                autoComplete="email"
                size="small"
                fullWidth
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  // Once an error is showing, re-check as the reader fixes it.
                  if (error) setError(validateEmail(event.target.value));
                }}
                error={error !== null}
                helperText={error ?? 'No card needed. Cancel any time.'}
                sx={{ '& .MuiFormHelperText-root': { textAlign: 'start' } }}
              />
              <Button
                type="submit"
                variant="contained"
                sx={{ flexShrink: 0, height: 40, width: { xs: '100%', sm: 'auto' } }}
              >
                Start free trial
              </Button>
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
