import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Masonry from '@mui/lab/Masonry';

const tiles = [
  { label: 'Weather', height: 150 },
  { label: 'Calendar', height: 80 },
  { label: 'Tasks', height: 120 },
  { label: 'News', height: 90 },
  { label: 'Stocks', height: 110 },
  { label: 'Music', height: 60 },
  { label: 'Photos', height: 130 },
  { label: 'Notes', height: 70 },
];

export default function ServerSideMasonry() {
  return (
    <Box sx={{ width: '100%', maxWidth: 500 }}>
      <Masonry
        columns={4}
        spacing={1}
        defaultColumns={4}
        defaultSpacing={1}
        defaultHeight={300}
      >
        {tiles.map((tile) => (
          <Paper
            key={tile.label}
            variant="outlined"
            sx={{ p: 1, height: tile.height }}
          >
            {tile.label}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
