import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ColumnsGrid() {
  return (
    <Grid container columns={7} spacing={1}>
      {days.map((day) => (
        <Grid
          key={day}
          size={1}
          sx={{ textAlign: 'center', color: 'text.secondary' }}
        >
          {day}
        </Grid>
      ))}
      <Grid size={5}>
        <Paper sx={{ p: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          Design sprint
        </Paper>
      </Grid>
      <Grid size={2}>
        <Paper
          sx={{ p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          Weekend trip
        </Paper>
      </Grid>
      <Grid size={3}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          Conference
        </Paper>
      </Grid>
    </Grid>
  );
}
