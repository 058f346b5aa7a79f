import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

export default function ResponsiveGrid() {
  return (
    <Grid component="form" container spacing={2} noValidate autoComplete="off">
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label="Full name" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label="Email" type="email" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextField label="Street address" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField label="City" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <TextField label="Postcode" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 12, md: 4 }}>
        <TextField label="Country" fullWidth />
      </Grid>
    </Grid>
  );
}
