import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Open tickets', value: '42' },
  { label: 'Median reply', value: '1 h 12 min' },
  { label: 'Solved this week', value: '318' },
  { label: 'Satisfaction', value: '94 %' },
];

export default function ResponsiveUiGrid() {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography component="p" variant="h5">
              {stat.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: 2, minHeight: 120 }}>
          <Typography variant="subtitle2" component="p">
            Ticket volume
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Full width on phones and tablets, two thirds of the row from md up.
          </Typography>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, minHeight: 120 }}>
          <Typography variant="subtitle2" component="p">
            On call today
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Priya, Tomás and Lena
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
