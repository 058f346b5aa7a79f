import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const panelSx = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'action.hover',
  height: '100%',
} as const;

export default function GridOffsetAndNesting() {
  return (
    <Grid container spacing={2}>
      {/* offset leaves that many empty columns before the item. */}
      <Grid size={{ xs: 12, sm: 8 }} offset={{ sm: 2 }}>
        <Box sx={[panelSx, { textAlign: 'center', fontWeight: 'medium' }]}>
          Order #5817 · centred with offset 2
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Box sx={panelSx}>Delivery address</Box>
      </Grid>
      {/* A container inside a container: its items share the outer spacing. */}
      <Grid container size={{ xs: 12, sm: 8 }}>
        <Grid size={6}>
          <Box sx={panelSx}>Items: 3</Box>
        </Grid>
        <Grid size={6}>
          <Box sx={panelSx}>Total: £42.50</Box>
        </Grid>
        <Grid size={12}>
          <Box sx={panelSx}>Estimated arrival: Friday</Box>
        </Grid>
      </Grid>
    </Grid>
  );
}
