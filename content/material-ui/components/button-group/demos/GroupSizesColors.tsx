import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const speeds = ['0.5×', '1×', '1.5×', '2×'];

export default function GroupSizesColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label="Playback speed, small">
        {speeds.map((speed) => (
          <Button key={speed}>{speed}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup color="secondary" aria-label="Playback speed, secondary">
        {speeds.map((speed) => (
          <Button key={speed}>{speed}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup
        size="large"
        color="success"
        variant="contained"
        aria-label="Playback speed, large"
      >
        {speeds.map((speed) => (
          <Button key={speed}>{speed}</Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
