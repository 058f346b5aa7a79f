import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Longer than the gap between quick key presses, short enough to feel immediate after a drag.
const SAVE_DELAY_MS = 500;

function formatPercent(value: number) {
  return `${value}%`;
}

export default function SaveOnCommitSlider() {
  const [brightness, setBrightness] = React.useState(70);
  const [saved, setSaved] = React.useState(70);
  const [saveCount, setSaveCount] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleCommit = (_event: React.SyntheticEvent | Event, value: number) => {
    // A drag commits once, but every key press commits too: wait for a pause.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSaved(value);
      setSaveCount((count) => count + 1);
    }, SAVE_DELAY_MS);
  };

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="brightness-label" gutterBottom>
        Screen brightness
      </Typography>
      <Slider
        aria-labelledby="brightness-label"
        value={brightness}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPercent}
        getAriaValueText={formatPercent}
        onChange={(_event, value) => setBrightness(value)}
        onChangeCommitted={handleCommit}
      />
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary' }}
        aria-live="polite"
      >
        Saved to your profile: {saved}% ({saveCount}{' '}
        {saveCount === 1 ? 'save' : 'saves'})
      </Typography>
    </Box>
  );
}
