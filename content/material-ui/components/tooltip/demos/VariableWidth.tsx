import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const note =
  'Orders placed before 2 pm on a working day leave our warehouse the same afternoon and usually arrive the next morning.';

export default function VariableWidth() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip title={note} describeChild>
        <Button>Default width</Button>
      </Tooltip>
      <Tooltip
        title={note}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 500 } } }}
      >
        <Button>Wider</Button>
      </Tooltip>
      <Tooltip
        title={note}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none' } } }}
      >
        <Button>No limit</Button>
      </Tooltip>
    </Stack>
  );
}
