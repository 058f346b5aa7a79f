import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { testimonials } from './data';

export default function Testimonials() {
  return (
    <Box
      component="section"
      id="customers"
      aria-labelledby="customers-title"
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: 'action.hover',
        scrollMarginTop: { xs: 56, sm: 64 },
      }}
    >
      <Container maxWidth="lg">
        <Typography
          id="customers-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          Teams that stopped dreading the pager
        </Typography>
        <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary', maxWidth: 640 }}>
          Over 2,400 engineering teams run their on-call with Brightwake.
        </Typography>
        <Grid container spacing={3}>
          {testimonials.map((testimonial) => (
            <Grid key={testimonial.name} size={{ xs: 12, md: 4 }}>
              <Card
                component="figure"
                variant="outlined"
                sx={{
                  m: 0,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography component="blockquote" sx={{ m: 0 }}>
                    “{testimonial.quote}”
                  </Typography>
                </CardContent>
                <Stack
                  component="figcaption"
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', px: 2, pb: 2 }}
                >
                  <Avatar
                    src={testimonial.avatar}
                    alt={testimonial.name}
                    sx={{ width: 48, height: 48 }}
                  />
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>
                      {testimonial.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {testimonial.role}
                    </Typography>
                  </div>
                </Stack>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
