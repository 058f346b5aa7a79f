import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ResponsiveUiStack() {
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      useFlexGap
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label="Email address"
        type="email"
        size="small"
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained">
        Subscribe
      </Button>
    </Stack>
  );
}
