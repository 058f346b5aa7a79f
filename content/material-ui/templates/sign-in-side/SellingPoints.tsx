import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CloudSync from '@mui/icons-material/CloudSync';
import Groups from '@mui/icons-material/Groups';
import Shield from '@mui/icons-material/Shield';

const POINTS = [
  {
    Icon: CalendarMonth,
    title: 'Plan the week in ten minutes',
    text: 'Drag tasks onto one shared calendar and Fernway spreads the load, so nobody ends up with three deadlines on Friday.',
  },
  {
    Icon: Groups,
    title: 'Bring clients in as guests',
    text: 'Share a single board with a client without opening the rest of your workspace to them.',
  },
  {
    Icon: CloudSync,
    title: 'Keeps working offline',
    text: 'Edit on the train or on site; your changes sync the moment you are back online.',
  },
  {
    Icon: Shield,
    title: 'Your data stays in the EU',
    text: 'Hosted in Frankfurt and Dublin, encrypted at rest, and yours to export as CSV at any time.',
  },
];

/** The side panel: why teams use Fernway, one icon and two lines per point. */
export default function SellingPoints() {
  return (
    <Box
      component="section"
      aria-labelledby="selling-points-title"
      sx={(theme) => ({
        flex: { md: '1 1 50%' },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        px: { xs: 3, sm: 6, lg: 10 },
        py: { xs: 5, md: 8 },
        borderTop: { xs: 1, md: 0 },
        borderRight: { md: 1 },
        borderColor: 'divider',
        backgroundColor: theme.alpha(
          (theme.vars ?? theme).palette.primary.main,
          0.06,
        ),
        ...theme.applyStyles('dark', {
          backgroundColor: theme.alpha(
            (theme.vars ?? theme).palette.primary.main,
            0.12,
          ),
        }),
      })}
    >
      <Box
        sx={{
          maxWidth: 480,
          width: '100%',
          mx: { xs: 'auto', md: 0 },
          alignSelf: { md: 'flex-end' },
        }}
      >
        <Typography
          id="selling-points-title"
          component="h2"
          variant="h5"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          Plan less, ship more
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>
          Fernway is the planning board for small studios that would rather be making
          things.
        </Typography>
        <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {POINTS.map(({ Icon, title, text }) => (
            <Stack component="li" key={title} direction="row" spacing={2}>
              <Box
                sx={(theme) => ({
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 2,
                  color: 'primary.main',
                  backgroundColor: theme.alpha(
                    (theme.vars ?? theme).palette.primary.main,
                    0.12,
                  ),
                })}
              >
                <Icon />
              </Box>
              <div>
                <Typography
                  component="h3"
                  variant="subtitle1"
                  sx={{ fontWeight: 600 }}
                >
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
