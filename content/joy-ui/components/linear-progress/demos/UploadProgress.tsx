import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const fileName = 'quarterly-report.pdf';
const fileSizeMb = 6;

export default function UploadProgress() {
  const [percent, setPercent] = React.useState(0);
  const [started, setStarted] = React.useState(false);
  const labelId = React.useId();
  const running = started && percent < 100;

  React.useEffect(() => {
    if (!running) return undefined;
    // Stands in for the upload's progress events: 8% every 300 ms.
    const timer = setInterval(() => {
      setPercent((current) => Math.min(current + 8, 100));
    }, 300);
    return () => clearInterval(timer);
  }, [running]);

  let action = 'Upload';
  if (running) action = 'Pause';
  else if (percent === 100) action = 'Upload again';
  else if (percent > 0) action = 'Resume';

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 400 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId} level="title-sm">
          {fileName}
        </Typography>
        <Typography level="body-sm">{percent}%</Typography>
      </Stack>
      <LinearProgress determinate value={percent} aria-labelledby={labelId} />
      <Stack direction="row" sx={{ alignItems: 'center', mt: 1.5, gap: 1 }}>
        <Typography level="body-xs" sx={{ flex: 1 }}>
          {((fileSizeMb * percent) / 100).toFixed(1)} MB of {fileSizeMb} MB
          {/* Announced once, when the upload finishes; not on every tick. */}
          <span role="status">{percent === 100 ? ' · Upload complete' : ''}</span>
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => {
            if (running) {
              setStarted(false);
            } else {
              if (percent === 100) setPercent(0);
              setStarted(true);
            }
          }}
        >
          {action}
        </Button>
      </Stack>
    </Sheet>
  );
}
