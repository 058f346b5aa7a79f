import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function ArrowTooltip() {
  return (
    <Stack direction="row" spacing={3}>
      <Tooltip title="Free returns within 30 days" arrow size="sm" describeChild>
        <Button variant="plain">Returns</Button>
      </Tooltip>
      <Tooltip title="Ships in 2–3 business days" arrow describeChild>
        <Button variant="plain">Delivery</Button>
      </Tooltip>
      <Tooltip
        title="Covers parts and labour for two years"
        arrow
        size="lg"
        describeChild
      >
        <Button variant="plain">Warranty</Button>
      </Tooltip>
    </Stack>
  );
}
