import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// A news app while the top story loads. The story's photo and text animate; the
// "More stories" list loads afterwards, so its placeholders stay still for now.
export default function SkeletonAnimations() {
  return (
    <Box aria-busy="true" sx={{ width: '100%', maxWidth: 360 }}>
      <Skeleton
        variant="rectangular"
        animation="wave"
        sx={{ aspectRatio: '16 / 9', mb: 1 }}
      />
      <Skeleton sx={{ fontSize: '1.25rem' }} />
      <Skeleton />
      <Skeleton width="60%" />
      <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
        More stories
      </Typography>
      <Skeleton animation={false} />
      <Skeleton animation={false} />
      <Skeleton animation={false} width="80%" />
    </Box>
  );
}
