import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip title="Publishes to all subscribers" variant="solid" describeChild>
        <Button variant="solid">Publish</Button>
      </Tooltip>
      <Tooltip
        title="Visible only to your team"
        variant="soft"
        color="primary"
        describeChild
      >
        <Button variant="soft">Share internally</Button>
      </Tooltip>
      <Tooltip
        title="Stored for 30 days"
        variant="outlined"
        color="neutral"
        describeChild
      >
        <Button variant="outlined" color="neutral">
          Save draft
        </Button>
      </Tooltip>
      <Tooltip
        title="This cannot be undone"
        variant="solid"
        color="danger"
        describeChild
      >
        <Button variant="plain" color="danger">
          Delete post
        </Button>
      </Tooltip>
    </Stack>
  );
}
