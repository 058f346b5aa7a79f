import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Frequency = 'instant' | 'daily' | 'weekly';
type Channel = 'email' | 'sms' | 'push';

// Security alerts of a banking app: they can be tuned, never switched off.
export default function EnforceValueSet() {
  const id = React.useId();
  const [frequency, setFrequency] = React.useState<Frequency>('instant');
  const [channels, setChannels] = React.useState<Channel[]>(['email', 'push']);
  const [hint, setHint] = React.useState('');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id={`${id}-frequency`}>Send security alerts</Typography>
      <ToggleButtonGroup
        value={frequency}
        exclusive
        size="small"
        onChange={(_event, value: Frequency | null) => {
          // A click on the selected button sends null: keep the current choice.
          if (value !== null) {
            setFrequency(value);
          }
        }}
        aria-labelledby={`${id}-frequency`}
      >
        <ToggleButton value="instant">Instantly</ToggleButton>
        <ToggleButton value="daily">Daily</ToggleButton>
        <ToggleButton value="weekly">Weekly</ToggleButton>
      </ToggleButtonGroup>
      <Typography id={`${id}-channels`}>Send them by</Typography>
      <ToggleButtonGroup
        value={channels}
        size="small"
        onChange={(_event, value: Channel[]) => {
          // Refuse to turn off the last channel, and say why.
          setHint(value.length === 0 ? 'Keep at least one channel on.' : '');
          if (value.length > 0) {
            setChannels(value);
          }
        }}
        aria-labelledby={`${id}-channels`}
      >
        <ToggleButton value="email">Email</ToggleButton>
        <ToggleButton value="sms">SMS</ToggleButton>
        <ToggleButton value="push">Push</ToggleButton>
      </ToggleButtonGroup>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Stack>
  );
}
