import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="You can move the pointer onto me" describeChild>
        <Button>Interactive</Button>
      </Tooltip>
      <Tooltip
        title="I close as soon as the pointer leaves"
        describeChild
        disableInteractive
      >
        <Button>Not interactive</Button>
      </Tooltip>
    </Stack>
  );
}
