import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Skeleton variant="rectangular" width={200} height={112} />
      </Stack>
      <div>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </div>
    </Stack>
  );
}
