import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FeatureArt from './FeatureArt';
import { features, type Feature } from './data';

const PANEL_ID = 'feature-panel';

export default function Features() {
  const [selected, setSelected] = React.useState<Feature>(features[0]);

  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: { xs: 56, sm: 64 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="features-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          Everything that happens after the alert
        </Typography>
        <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary', maxWidth: 640 }}>
          Pick a part of the incident lifecycle to see how Brightwake handles it.
        </Typography>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {features.map((feature) => {
                const active = feature.id === selected.id;
                return (
                  <li key={feature.id}>
                    <ButtonBase
                      aria-pressed={active}
                      aria-controls={PANEL_ID}
                      onClick={() => setSelected(feature)}
                      sx={{
                        width: '100%',
                        display: 'block',
                        textAlign: 'start',
                        p: 2,
                        borderRadius: 2,
                        border: 1,
                        borderColor: active ? 'primary.main' : 'divider',
                        bgcolor: active ? 'action.selected' : 'transparent',
                        '&:hover': { bgcolor: 'action.hover' },
                        '&.Mui-focusVisible': {
                          outline: 2,
                          outlineColor: 'primary.main',
                          outlineOffset: 2,
                        },
                      }}
                    >
                      <Typography
                        component="span"
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        {feature.title}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', color: 'text.secondary' }}
                      >
                        {feature.summary}
                      </Typography>
                    </ButtonBase>
                  </li>
                );
              })}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper
              id={PANEL_ID}
              variant="outlined"
              aria-live="polite"
              sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
            >
              <FeatureArt feature={selected.id} />
              <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
                {selected.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                {selected.description}
              </Typography>
              <Stack
                component="ul"
                spacing={1}
                sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}
              >
                {selected.points.map((point) => (
                  <Stack component="li" key={point} direction="row" spacing={1}>
                    <CheckIcon fontSize="small" sx={{ color: 'success.main' }} />
                    <Typography variant="body2">{point}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
