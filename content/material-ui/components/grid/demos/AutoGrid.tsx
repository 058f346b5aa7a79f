import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function AutoGrid() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        {['Visitors', 'Sign-ups', 'Revenue'].map((metric) => (
          <Grid key={metric} size="grow">
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2">{metric}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                size=&quot;grow&quot;
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size="auto">
          <Typography id="newsletter-label" variant="body2">
            Newsletter
          </Typography>
        </Grid>
        <Grid size="grow">
          <TextField
            placeholder="you@example.com"
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'aria-labelledby': 'newsletter-label' } }}
          />
        </Grid>
        <Grid size="auto">
          <Button variant="contained">Subscribe</Button>
        </Grid>
      </Grid>
    </Stack>
  );
}
