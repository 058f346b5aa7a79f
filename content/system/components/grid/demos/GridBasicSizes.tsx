import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const tileSx = {
  height: '100%',
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
} as const;

export default function GridBasicSizes() {
  return (
    // 12 columns; each item claims some of them. 8 + 4 fills a row.
    <Grid container spacing={2}>
      <Grid size={8}>
        <Box sx={tileSx}>Revenue this month · size 8</Box>
      </Grid>
      <Grid size={4}>
        <Box sx={tileSx}>New customers · size 4</Box>
      </Grid>
      <Grid size={4}>
        <Box sx={tileSx}>Refunds · size 4</Box>
      </Grid>
      <Grid size={8}>
        <Box sx={tileSx}>Orders by region · size 8</Box>
      </Grid>
    </Grid>
  );
}
