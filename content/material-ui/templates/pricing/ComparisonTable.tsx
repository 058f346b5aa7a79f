import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import { COMPARISON, PLANS, type FeatureValue } from './plans';

const recommendedColumn = (theme: Theme) => ({
  backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
});

// The feature names stay in view while the plan columns scroll sideways on small screens.
const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 160,
} as const;

function Value({ value }: { value: FeatureValue }) {
  if (value === true) return <CheckIcon color="primary" titleAccess="Included" />;
  if (value === false) {
    return <RemoveIcon sx={{ color: 'text.disabled' }} titleAccess="Not included" />;
  }
  return value;
}

export default function ComparisonTable({ labelledBy }: { labelledBy: string }) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      // A box that scrolls must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={0}
      role="region"
      aria-label="Plan comparison table, scrolls sideways on small screens"
    >
      <Table sx={{ minWidth: 560 }} aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyColumn}>Feature</TableCell>
            {PLANS.map((plan) => (
              <TableCell
                key={plan.id}
                align="center"
                sx={[{ fontWeight: 'bold' }, plan.recommended && recommendedColumn]}
              >
                {plan.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COMPARISON.map((row) => (
            <TableRow key={row.feature}>
              <TableCell component="th" scope="row" sx={stickyColumn}>
                {row.feature}
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell
                  key={PLANS[index]?.id ?? index}
                  align="center"
                  sx={PLANS[index]?.recommended ? recommendedColumn : undefined}
                >
                  <Value value={value} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
