import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function OffsetGrid() {
  return (
    <Grid container>
      <Grid xs={12} sm={8} smOffset={2}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
          <Grid container spacing={2}>
            <Grid xs={12}>
              <Typography level="title-md">Join the waiting list</Typography>
            </Grid>
            <Grid xs={12}>
              <FormControl>
                <FormLabel>Work email</FormLabel>
                <Input type="email" autoComplete="email" />
              </FormControl>
            </Grid>
            <Grid xs="auto" xsOffset="auto">
              <Button>Request access</Button>
            </Grid>
          </Grid>
        </Sheet>
      </Grid>
    </Grid>
  );
}
