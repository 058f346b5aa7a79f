import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const reviews = [
  { author: 'Priya', text: 'Arrived a day early and fits perfectly.' },
  {
    author: 'Tom',
    text: 'The fabric is thicker than I expected, which is great for winter. The zip feels a little stiff at first but loosens up after a week.',
  },
  { author: 'Lena', text: 'Second one I have bought. Still love it.' },
  {
    author: 'Marco',
    text: 'Good value. The colour is slightly darker than in the photos, so check the swatch before ordering.',
  },
  { author: 'Aiko', text: 'Comfortable on long walks.' },
  {
    author: 'Sam',
    text: 'Customer service swapped the size within three days without any questions. Would order again.',
  },
  { author: 'Nadia', text: 'Pockets are deep enough for a phone.' },
];

export default function ResponsiveMasonry() {
  return (
    <Box sx={{ width: '100%' }}>
      <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={{ xs: 1, sm: 2 }}>
        {reviews.map((review) => (
          <Paper key={review.author} sx={{ p: 2 }}>
            <Typography variant="body2">{review.text}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {review.author}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
