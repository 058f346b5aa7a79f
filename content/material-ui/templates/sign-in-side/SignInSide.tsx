'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FernwayLogo from './FernwayLogo';
import SellingPoints from './SellingPoints';
import SignInForm from './SignInForm';

/**
 * Sign-in page split in two: the form, and a panel on why teams use Fernway. The form comes first
 * in the markup, so it is first on small screens and first for screen readers; from the `md`
 * breakpoint the row is reversed to put the panel at the start.
 */
export default function SignInSide() {
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row-reverse' },
      }}
    >
      <Box
        sx={{
          flex: { md: '1 1 50%' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'center', md: 'flex-start' },
          px: 2,
          py: { xs: 3, sm: 6 },
        }}
      >
        <Card
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 440,
            p: { xs: 2.5, sm: 4 },
            borderRadius: 3,
            mx: { md: 4 },
          }}
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
      <SellingPoints />
    </Box>
  );
}
