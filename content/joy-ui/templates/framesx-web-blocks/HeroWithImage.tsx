import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { blockHref } from './blocks';
import { flipIconInRtl } from './flipInRtl';

const POINTS = [
  'Everyone’s travel days and dietary needs in one list',
  'Sessions that fit around the flights people are on',
  'A shared agenda that updates on every phone',
] as const;

/** Text and a checklist beside a picture; the picture goes under the text on narrow screens. */
export default function HeroWithImage({ id }: { id: string }) {
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
      <Grid container spacing={{ xs: 4, md: 6 }} alignItems="center">
        <Grid xs={12} md={6}>
          <Stack spacing={2.5}>
            <Typography level="title-md" textColor="text.secondary">
              Tidewell Offsites
            </Typography>
            <Typography
              id={headingId}
              component="h2"
              level="h1"
              sx={{ fontSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.75rem)' }}
            >
              Plan the retreat, not the spreadsheet
            </Typography>
            <Typography level="body-lg" textColor="text.secondary">
              Bring thirty people to a lake for three days without a single reply-all
              thread.
            </Typography>
            <List
              size="sm"
              sx={{ '--ListItem-paddingX': 0, '--ListItemDecorator-size': '2rem' }}
            >
              {POINTS.map((point) => (
                <ListItem key={point}>
                  <ListItemDecorator>
                    <CheckCircleRoundedIcon color="success" />
                  </ListItemDecorator>
                  <Typography level="body-md">{point}</Typography>
                </ListItem>
              ))}
            </List>
            <Box>
              <Button
                size="lg"
                component="a"
                href={blockHref('hero-with-form')}
                endDecorator={<ArrowForwardRoundedIcon />}
                sx={flipIconInRtl}
              >
                Plan an offsite
              </Button>
            </Box>
          </Stack>
        </Grid>
        <Grid xs={12} md={6}>
          <AspectRatio
            ratio="4/3"
            variant="plain"
            sx={{ borderRadius: 'xl', boxShadow: 'lg' }}
          >
            <img
              src="/static/images/scenes/lake.svg"
              alt="Sailing boat on a calm lake at sunset, with pine trees on the shore"
              width={640}
              height={480}
              loading="lazy"
            />
          </AspectRatio>
        </Grid>
      </Grid>
    </Box>
  );
}
