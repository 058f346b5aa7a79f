import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function CustomSkeleton() {
  return (
    <Stack spacing={1} sx={{ width: 260 }}>
      <Skeleton
        variant="rounded"
        height={120}
        sx={(theme) => ({ bgcolor: theme.alpha(theme.palette.primary.main, 0.2) })}
      />
      <Skeleton animation="wave" sx={{ fontSize: '1.5rem', width: '70%' }} />
      <Skeleton
        variant="rounded"
        animation="wave"
        width={96}
        height={32}
        sx={{ borderRadius: 4 }}
      />
    </Stack>
  );
}
