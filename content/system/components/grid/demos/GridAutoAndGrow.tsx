import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const fieldSx = {
  width: 1,
  boxSizing: 'border-box',
  px: 1.5,
  py: 1,
  border: 1,
  borderColor: 'text.secondary',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
} as const;

export default function GridAutoAndGrow() {
  return (
    <Grid
      container
      component="form"
      role="search"
      spacing={1}
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
      sx={{ alignItems: 'center' }}
    >
      {/* "auto": as wide as the content. */}
      <Grid size="auto">
        <Box
          component="label"
          htmlFor="grid-search-input"
          sx={{ fontWeight: 'medium' }}
        >
          Search recipes
        </Box>
      </Grid>
      {/* "grow": takes all the space that is left. */}
      <Grid size="grow">
        <Box component="input" id="grid-search-input" type="search" sx={fieldSx} />
      </Grid>
      <Grid size="auto">
        <Box
          component="button"
          type="submit"
          sx={[
            fieldSx,
            { bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 },
          ]}
        >
          Search
        </Box>
      </Grid>
    </Grid>
  );
}
