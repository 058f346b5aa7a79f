'use client';

import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import TerrainRoundedIcon from '@mui/icons-material/TerrainRounded';
import SignInForm from './SignInForm';

/**
 * Ridgeline's sign-in page: the form, and beside it a landscape. The picture only decorates the
 * page's purpose, so on phones it steps aside and the form has the whole width.
 */
export default function SignInSide() {
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        minHeight: { md: 'min(100dvh, 56rem)' },
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 1fr) minmax(0, 1fr)',
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          paddingInline: { xs: 2, sm: 6 },
          py: { xs: 4, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 400, mx: 'auto' }}>
          <Typography
            level="title-lg"
            component="p"
            startDecorator={<TerrainRoundedIcon />}
            sx={{ mb: 3, color: 'primary.plainColor' }}
          >
            Ridgeline
          </Typography>
          <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' }, mb: 1 }}>
            Sign in
          </Typography>
          <Typography level="body-md" sx={{ mb: 3 }}>
            Welcome back. Your routes, packing lists and trip notes are where you
            left them.
          </Typography>
          <SignInForm />
        </Box>
      </Box>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'background.level1',
        }}
      >
        <Box
          component="img"
          src="/static/images/scenes/mountains.svg"
          alt="Snow-capped mountains above green hills under a pale sky"
          width={640}
          height={480}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
        <Sheet
          variant="outlined"
          sx={{
            position: 'absolute',
            insetInline: 24,
            bottom: 24,
            p: 2,
            borderRadius: 'md',
            boxShadow: 'md',
          }}
        >
          <Typography level="title-md" component="p">
            Plan the route together
          </Typography>
          <Typography level="body-sm">
            Share one map, one packing list and one weather check with everyone on
            the trip.
          </Typography>
        </Sheet>
      </Box>
    </Box>
  );
}
