import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const panels = [
  { title: 'Sales overview', size: 8 },
  { title: 'Notifications', size: 4 },
  { title: 'Top products', size: 4 },
  { title: 'Recent orders', size: 8 },
];

export default function BasicGrid() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        {panels.map((panel) => (
          <Grid key={panel.title} size={panel.size}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography component="p" variant="subtitle2">
                {panel.title}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {`size={${panel.size}}`}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
