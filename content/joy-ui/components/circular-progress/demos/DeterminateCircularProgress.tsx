import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const usedGb = 11.2;
const quotaGb = 15;
const percent = Math.round((usedGb / quotaGb) * 100);

export default function DeterminateCircularProgress() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={percent}
        size="lg"
        aria-label="Storage used"
        aria-valuetext={`${usedGb} GB of ${quotaGb} GB`}
      >
        <Typography level="title-sm" component="span">
          {percent}%
        </Typography>
      </CircularProgress>
      <div>
        <Typography level="title-md">Cloud storage</Typography>
        <Typography level="body-sm">
          {usedGb} GB of {quotaGb} GB used
        </Typography>
      </div>
    </Stack>
  );
}
