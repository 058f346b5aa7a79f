import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SemanticElements() {
  return (
    <Stack spacing={1}>
      {/* Looks like h4, but is a level-2 heading in the document outline. */}
      <Typography variant="h4" component="h2">
        Opening hours
      </Typography>
      <Typography
        variant="subtitle1"
        variantMapping={{ subtitle1: 'p' }}
        sx={{ color: 'text.secondary' }}
      >
        Summer timetable, from June to September
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        12 Harbour Street, Bristol
      </Typography>
    </Stack>
  );
}
