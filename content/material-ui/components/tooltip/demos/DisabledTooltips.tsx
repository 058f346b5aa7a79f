import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltips() {
  return (
    <Tooltip title="Add a delivery address to continue" describeChild>
      {/* A disabled button gets no pointer events, so the span receives them instead. */}
      <span>
        <Button variant="contained" disabled>
          Place order
        </Button>
      </span>
    </Tooltip>
  );
}
