import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { blockHref } from './blocks';
import { formatCompact, formatPercent } from './figures';

const FIGURES = [
  { value: formatCompact(12_400), label: 'teams plan their week here' },
  { value: formatCompact(2_100_000), label: 'hours of leave planned around' },
  { value: formatPercent(99.95), label: 'uptime over the last year' },
  { value: formatCompact(38), label: 'countries with local holidays' },
] as const;

/** A headline over four figures in tiles: two across on phones, four on wide screens. */
export default function HeroWithStats({ id }: { id: string }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        px: { xs: 2.5, sm: 6 },
        py: { xs: 6, md: 8 },
        bgcolor: 'background.surface',
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 2.5, md: 6 }}
        alignItems={{ md: 'flex-end' }}
        sx={{ mb: { xs: 4, md: 6 } }}
      >
        <Stack spacing={2} sx={{ flex: 1 }}>
          <Typography
            id={headingId}
            component="h2"
            level="h1"
            sx={{ fontSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.75rem)' }}
          >
            Teams plan with Tidewell every day
          </Typography>
          <Typography
            level="body-lg"
            textColor="text.secondary"
            sx={{ maxWidth: 560 }}
          >
            From four-person studios to support desks that cover every time zone, the
            plan is the first tab people open in the morning.
          </Typography>
        </Stack>
        <Box>
          <Button
            size="lg"
            variant="soft"
            component="a"
            href={blockHref('hero-with-form')}
          >
            Join them
          </Button>
        </Box>
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: { xs: 1.5, sm: 2 },
        }}
      >
        {FIGURES.map((figure) => (
          <Box
            key={figure.label}
            sx={{
              display: 'flex',
              // The figure reads first on screen; in the markup the term comes first, as <dl> wants.
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
              gap: 0.5,
              p: { xs: 1.5, sm: 2.5 },
              borderRadius: 'lg',
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.level1',
            }}
          >
            <Typography component="dt" level="body-sm" textColor="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              level="h2"
              textColor="primary.softColor"
              sx={{ m: 0, fontSize: 'clamp(1.5rem, 1.1rem + 1.5vw, 2.25rem)' }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
