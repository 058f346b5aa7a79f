import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }} offset={{ md: 3 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="subtitle2">
            Reading column
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Full width on phones. From md up it takes 6 columns after an offset of 3,
            so the text stays centred.
          </Typography>
        </Paper>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }} offset={{ md: 3 }}>
        <Button variant="outlined" fullWidth>
          Back
        </Button>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Button variant="contained" fullWidth>
          Next chapter
        </Button>
      </Grid>
      <Grid size="auto" offset="auto">
        <Button>Report a typo</Button>
      </Grid>
    </Grid>
  );
}
