import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const raised = 7450;
const goal = 10000;
const percent = Math.round((raised / goal) * 100);
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export default function DeterminateLinearProgress() {
  const labelId = React.useId();
  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={labelId} level="title-sm">
          Community garden fundraiser
        </Typography>
        <Typography level="body-sm">{percent}%</Typography>
      </Stack>
      <LinearProgress
        determinate
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${usd(raised)} of ${usd(goal)} raised`}
      />
      <Typography level="body-xs">
        {usd(raised)} raised of {usd(goal)}
      </Typography>
    </Stack>
  );
}
