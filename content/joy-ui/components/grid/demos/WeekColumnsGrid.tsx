import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const week = [
  { day: 'Mon', shift: 'Early' },
  { day: 'Tue', shift: 'Early' },
  { day: 'Wed', shift: 'Off' },
  { day: 'Thu', shift: 'Late' },
  { day: 'Fri', shift: 'Late' },
  { day: 'Sat', shift: 'Off' },
  { day: 'Sun', shift: 'Off' },
];

export default function WeekColumnsGrid() {
  return (
    <Grid container columns={7} spacing={1} sx={{ maxWidth: 560 }}>
      {week.map(({ day, shift }) => (
        <Grid key={day} xs={1}>
          <Sheet
            variant={shift === 'Off' ? 'plain' : 'soft'}
            color={shift === 'Off' ? 'neutral' : 'primary'}
            sx={{ p: 1, borderRadius: 'sm', textAlign: 'center' }}
          >
            <Typography level="title-sm" textColor="inherit">
              {day}
            </Typography>
            <Typography level="body-xs" textColor="inherit">
              {shift}
            </Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
