import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';

// The mute button of a video call. The label names the action and stays the
// same; aria-pressed (from `selected`) tells whether it is on.
export default function StandaloneToggleButton() {
  const [muted, setMuted] = React.useState(false);

  return (
    <ToggleButton
      value="mute"
      selected={muted}
      onChange={() => setMuted((previous) => !previous)}
      aria-label="Mute microphone"
      color="error"
    >
      {muted ? <MicOffIcon /> : <MicIcon />}
    </ToggleButton>
  );
}
