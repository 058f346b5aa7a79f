import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Each row of the grid, laid out around a centre cell.
const rows: (Placement | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function PositionedTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 110px))',
        gap: 1,
      }}
    >
      {rows.flatMap((row, rowIndex) =>
        row.map((placement, columnIndex) =>
          placement ? (
            <Tooltip
              key={placement}
              title={`Shown at ${placement}`}
              placement={placement}
              describeChild
            >
              <Button size="small" variant="outlined">
                {placement}
              </Button>
            </Tooltip>
          ) : (
            <span key={`${rowIndex}-${columnIndex}`} />
          ),
        ),
      )}
    </Box>
  );
}
