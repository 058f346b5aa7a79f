import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip
        title="Opens on hover and long press only"
        disableFocusListener
        describeChild
      >
        <Button>Hover</Button>
      </Tooltip>
      <Tooltip
        title="Opens on keyboard focus and long press only"
        disableHoverListener
        describeChild
      >
        <Button>Focus</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        {/* ClickAwayListener needs a single child that can hold a ref. */}
        <div>
          <Tooltip
            title="Opened by a click; click anywhere else to close"
            describeChild
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button onClick={() => setOpen(true)}>Click</Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
