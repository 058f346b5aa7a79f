import Grid from '@mui/joy/Grid';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const folders = [
  { name: 'Photos', size: '24 GB' },
  { name: 'Videos', size: '61 GB' },
  { name: 'Documents', size: '3.1 GB' },
  { name: 'Backups', size: '12 GB' },
];

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid container xs={12} md={8}>
        {folders.map((folder) => (
          <Grid key={folder.name} xs={6}>
            <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
              <Typography level="title-sm">{folder.name}</Typography>
              <Typography level="body-sm">{folder.size}</Typography>
            </Sheet>
          </Grid>
        ))}
      </Grid>
      <Grid xs={12} md={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-sm">Family plan, 200 GB</Typography>
          <Typography level="body-sm" sx={{ mb: 1 }}>
            100.1 GB used
          </Typography>
          <LinearProgress determinate value={50} aria-label="Storage used" />
        </Sheet>
      </Grid>
    </Grid>
  );
}
