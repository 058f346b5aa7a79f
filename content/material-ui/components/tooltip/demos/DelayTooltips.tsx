import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DelayTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Shown after half a second" describeChild enterDelay={500}>
        <Button>Enter delay</Button>
      </Tooltip>
      <Tooltip
        title="Stays for a second after you leave"
        describeChild
        leaveDelay={1000}
      >
        <Button>Leave delay</Button>
      </Tooltip>
      <Tooltip
        title="Slow the first time, quicker right after another tooltip"
        describeChild
        enterDelay={800}
        enterNextDelay={200}
      >
        <Button>Next delay</Button>
      </Tooltip>
    </Stack>
  );
}
