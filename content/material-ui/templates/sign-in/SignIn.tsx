'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FernwayLogo from './FernwayLogo';
import SignInForm from './SignInForm';

/** Sign-in page: one centred card on a softly tinted background. */
export default function SignIn() {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        backgroundImage: `radial-gradient(ellipse at 50% 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12)}, transparent 65%)`,
        ...theme.applyStyles('dark', {
          backgroundImage: `radial-gradient(ellipse at 50% 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.2)}, transparent 65%)`,
        }),
      })}
    >
      <Card
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        <Stack spacing={3}>
          <Stack spacing={1}>
            <FernwayLogo />
            <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
              Sign in
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Welcome back. Your team&apos;s boards are where you left them.
            </Typography>
          </Stack>
          <SignInForm />
        </Stack>
      </Card>
    </Box>
  );
}
