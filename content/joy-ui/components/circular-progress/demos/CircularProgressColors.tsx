import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const budgets = [
  { category: 'Travel', spent: 0 },
  { category: 'Software', spent: 42 },
  { category: 'Marketing', spent: 68 },
  { category: 'Hardware', spent: 91 },
  { category: 'Events', spent: 100 },
];

// The colour follows how much of the budget is gone.
function colorFor(spent: number): ColorPaletteProp {
  if (spent === 0) return 'neutral';
  if (spent < 60) return 'success';
  if (spent < 80) return 'primary';
  if (spent < 100) return 'warning';
  return 'danger';
}

export default function CircularProgressColors() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {budgets.map(({ category, spent }) => (
        <Stack key={category} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress
            determinate
            value={spent}
            color={colorFor(spent)}
            aria-label={`${category} budget spent`}
          >
            <Typography level="body-xs" component="span">
              {spent}%
            </Typography>
          </CircularProgress>
          <Typography level="body-sm">{category}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
