import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PrintIcon from '@mui/icons-material/Print';

export default function TooltipOffset() {
  return (
    <Tooltip
      title="Print invoice"
      slotProps={{
        popper: {
          modifiers: [
            {
              name: 'offset',
              // [along the anchor, away from the anchor] in pixels
              options: { offset: [0, -8] },
            },
          ],
        },
      }}
    >
      <IconButton>
        <PrintIcon />
      </IconButton>
    </Tooltip>
  );
}
