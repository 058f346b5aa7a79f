import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { blockHref } from './blocks';
import { flipIconInRtl } from './flipInRtl';

const FACES = ['ada', 'ben', 'chloe', 'david'] as const;

/** A headline, two actions and a line of social proof, aligned to the start of the line. */
export default function HeroLeft({ id }: { id: string }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        px: { xs: 2.5, sm: 6 },
        py: { xs: 6, md: 10 },
        background: `linear-gradient(160deg, ${theme.vars.palette.background.surface} 40%, ${theme.vars.palette.primary.softBg})`,
      })}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: -120,
          insetInlineEnd: -120,
          width: 360,
          height: 360,
          borderRadius: '50%',
          border: '48px solid',
          borderColor: 'primary.softBg',
          display: { xs: 'none', sm: 'block' },
        }}
      />
      <Stack spacing={3} sx={{ position: 'relative', maxWidth: 620 }}>
        <Chip
          size="sm"
          variant="soft"
          color="primary"
          startDecorator={<AutoAwesomeRoundedIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          New: the capacity view
        </Chip>
        <Typography
          id={headingId}
          component="h2"
          level="h1"
          sx={{ fontSize: 'clamp(1.875rem, 1.25rem + 2.5vw, 3rem)' }}
        >
          Plan the week your team actually has
        </Typography>
        <Typography level="body-lg" textColor="text.secondary">
          Tidewell lines up holidays, on-call rotas and meetings beside the work, so
          every plan fits the hours people really have.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
          <Button
            size="lg"
            component="a"
            href={blockHref('hero-with-form')}
            endDecorator={<ArrowForwardRoundedIcon />}
            sx={flipIconInRtl}
          >
            Start free trial
          </Button>
          <Button
            size="lg"
            variant="outlined"
            color="neutral"
            component="a"
            href={blockHref('hero-split-media')}
          >
            See it in action
          </Button>
        </Stack>
        <Stack direction="row" alignItems="center" gap={1.5} flexWrap="wrap">
          <AvatarGroup size="sm">
            {FACES.map((face) => (
              // The sentence beside them says what they stand for: the faces are decoration.
              <Avatar key={face} src={`/static/images/avatars/${face}.svg`} alt="" />
            ))}
          </AvatarGroup>
          <Typography level="body-sm" textColor="text.secondary">
            Trusted by 2,400 product teams
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
