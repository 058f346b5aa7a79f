import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const animations = [
  { label: 'pulse (default)', animation: 'pulse' },
  { label: 'wave', animation: 'wave' },
  { label: 'false', animation: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {animations.map(({ label, animation }) => (
        <Stack key={label} spacing={1} sx={{ width: 160 }}>
          <Skeleton variant="rectangular" height={80} animation={animation} />
          <Skeleton variant="text" level="body-sm" animation={animation} />
          <Typography level="body-sm">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
