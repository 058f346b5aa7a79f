import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  describeSignup,
  firstInvalidField,
  validateSignup,
  type SignupErrors,
  type SignupValues,
} from './signup';

/** A headline beside an early-access form that checks the address and consent on submit. */
export default function HeroWithForm({ id }: { id: string }) {
  const headingId = useId();
  const [values, setValues] = useState<SignupValues>({ email: '', consent: false });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [status, setStatus] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setStatus('');
      (first === 'email' ? emailRef : consentRef).current?.focus();
      return;
    }
    setStatus(describeSignup(values));
  };

  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        px: { xs: 2.5, sm: 6 },
        py: { xs: 6, md: 8 },
        bgcolor: 'background.level1',
      }}
    >
      <Grid container spacing={{ xs: 4, md: 6 }} alignItems="center">
        <Grid xs={12} md={6}>
          <Stack spacing={2}>
            <Typography level="title-md" textColor="text.secondary">
              Tidewell for Enterprise
            </Typography>
            <Typography
              id={headingId}
              component="h2"
              level="h1"
              sx={{ fontSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.75rem)' }}
            >
              Get early access for your whole company
            </Typography>
            <Typography level="body-lg" textColor="text.secondary">
              Single sign-on, audit logs and plans for up to 5,000 people. We open
              places every Monday, in the order people asked.
            </Typography>
          </Stack>
        </Grid>
        <Grid xs={12} md={6}>
          <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 }, boxShadow: 'sm' }}>
            <form noValidate aria-label="Early access sign-up" onSubmit={submit}>
              <Stack spacing={2}>
                <FormControl error={errors.email !== undefined}>
                  <FormLabel>Work e-mail</FormLabel>
                  <Input
                    type="email"
                    autoComplete="email"
                    placeholder="name@company.com"
                    startDecorator={<MailOutlineRoundedIcon />}
                    value={values.email}
                    onChange={(event) =>
                      setValues({ ...values, email: event.target.value })
                    }
                    slotProps={{ input: { ref: emailRef, 'aria-invalid': errors.email !== undefined } }}
                  />
                  {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
                </FormControl>
                <FormControl error={errors.consent !== undefined}>
                  <Checkbox
                    label="E-mail me the invitation and, now and then, what is new in Tidewell."
                    checked={values.consent}
                    onChange={(event) =>
                      setValues({ ...values, consent: event.target.checked })
                    }
                    slotProps={{
                      input: {
                        ref: consentRef,
                        'aria-invalid': errors.consent !== undefined || undefined,
                      },
                    }}
                  />
                  {errors.consent && (
                    <FormHelperText>{errors.consent}</FormHelperText>
                  )}
                </FormControl>
                <Button type="submit" size="lg">
                  Request access
                </Button>
                <Typography role="status" level="body-sm" color="success">
                  {status}
                </Typography>
              </Stack>
            </form>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
