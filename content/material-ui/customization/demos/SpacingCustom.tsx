import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

const themes = [
  { option: 'default', theme: createTheme() },
  { option: '4', theme: createTheme({ spacing: 4 }) },
  { option: "'0.5rem'", theme: createTheme({ spacing: '0.5rem' }) },
  {
    option: '[0, 4, 8, 16, 32]',
    theme: createTheme({ spacing: [0, 4, 8, 16, 32] }),
  },
  {
    option: '(factor) => `${0.25 * factor}rem`',
    theme: createTheme({ spacing: (factor: number) => `${0.25 * factor}rem` }),
  },
];

const factors = [1, 2, 3];

export default function SpacingCustom() {
  return (
    <Table size="small" aria-label="theme.spacing() results for each spacing option">
      <TableHead>
        <TableRow>
          <TableCell>spacing option</TableCell>
          {factors.map((factor) => (
            <TableCell key={factor}>spacing({factor})</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {themes.map(({ option, theme }) => (
          <TableRow key={option}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {option}
            </TableCell>
            {factors.map((factor) => (
              <TableCell key={factor} sx={{ fontFamily: 'monospace' }}>
                {theme.spacing(factor)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
