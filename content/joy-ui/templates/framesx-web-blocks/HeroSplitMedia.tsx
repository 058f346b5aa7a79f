import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import { useId } from 'react';
import { blockHref } from './blocks';
import { flipIconInRtl } from './flipInRtl';

/** The roadmap drawn in the preview: each bar's start and length in twelfths of the quarter. */
const ROADMAP: ReadonlyArray<{
  name: string;
  start: number;
  span: number;
  color: ColorPaletteProp;
}> = [
  { name: 'Onboarding', start: 0, span: 5, color: 'primary' },
  { name: 'Billing', start: 3, span: 6, color: 'success' },
  { name: 'Mobile app', start: 1, span: 9, color: 'warning' },
  { name: 'Reports', start: 6, span: 6, color: 'danger' },
  { name: 'Search', start: 4, span: 4, color: 'neutral' },
];

const MONTHS = ['Jul', 'Aug', 'Sep'] as const;

/** A coloured half with the pitch (Joy's colour inversion) beside a drawn product preview. */
export default function HeroSplitMedia({ id }: { id: string }) {
  const headingId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Grid container>
        <Grid xs={12} md={5}>
          <Sheet
            variant="solid"
            color="primary"
            invertedColors
            sx={{ height: '100%', px: { xs: 2.5, sm: 6 }, py: { xs: 6, md: 8 } }}
          >
            <Stack spacing={2.5}>
              <Typography level="title-md">Roadmaps</Typography>
              <Typography
                id={headingId}
                component="h2"
                level="h1"
                sx={{ fontSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.75rem)' }}
              >
                See a whole quarter on one screen
              </Typography>
              {/* Inverted secondary text is too faint on primary 500 (3.9:1); the primary text colour reads at 5:1. */}
              <Typography level="body-lg" textColor="text.primary">
                Every project as a bar, every person’s time off under it. Move one
                and watch the others make room.
              </Typography>
              <Box>
                <Button
                  size="lg"
                  variant="solid"
                  component="a"
                  href={blockHref('hero-with-form')}
                  endDecorator={<ArrowForwardRoundedIcon />}
                  sx={flipIconInRtl}
                >
                  Try the roadmap
                </Button>
              </Box>
            </Stack>
          </Sheet>
        </Grid>
        <Grid
          xs={12}
          md={7}
          sx={{
            bgcolor: 'background.level1',
            p: { xs: 2.5, sm: 6 },
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <Sheet
            role="img"
            aria-label="Preview of a Tidewell roadmap: five projects laid out across July, August and September"
            variant="outlined"
            sx={{
              width: '100%',
              borderRadius: 'lg',
              boxShadow: 'lg',
              overflow: 'hidden',
            }}
          >
            <Stack
              direction="row"
              spacing={0.75}
              sx={{ px: 1.5, py: 1, bgcolor: 'background.level2' }}
            >
              {(['danger', 'warning', 'success'] as const).map((color) => (
                <Box
                  key={color}
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: `${color}.400`,
                  }}
                />
              ))}
            </Stack>
            <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(3, 1fr)',
                  mb: 1.5,
                }}
              >
                {MONTHS.map((month) => (
                  <Typography
                    key={month}
                    level="body-xs"
                    textColor="text.secondary"
                    fontWeight="lg"
                  >
                    {month}
                  </Typography>
                ))}
              </Box>
              <Stack spacing={1.25}>
                {ROADMAP.map((row) => (
                  <Box
                    key={row.name}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'repeat(12, 1fr)',
                      borderRadius: 'sm',
                      bgcolor: 'background.surface',
                    }}
                  >
                    <Sheet
                      variant="soft"
                      color={row.color}
                      sx={{
                        gridColumn: `${row.start + 1} / span ${row.span}`,
                        borderRadius: 'sm',
                        px: 1,
                        py: 0.5,
                        minWidth: 0,
                      }}
                    >
                      <Typography
                        level="body-xs"
                        noWrap
                        fontWeight="md"
                        textColor="inherit"
                      >
                        {row.name}
                      </Typography>
                    </Sheet>
                  </Box>
                ))}
              </Stack>
            </Box>
          </Sheet>
        </Grid>
      </Grid>
    </Box>
  );
}
