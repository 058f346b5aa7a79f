import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';

export default function ThemingUseTheme() {
  // The theme of the nearest ThemeProvider: here, the one this site's demos use.
  const theme = useTheme();

  const rows = [
    ['typography.fontFamily', theme.typography.fontFamily],
    ['typography.fontSize', `${theme.typography.fontSize}px`],
    ['shape.borderRadius', `${theme.shape.borderRadius}px`],
    ['breakpoints.values.md', `${theme.breakpoints.values.md}px`],
    ['transitions.duration.standard', `${theme.transitions.duration.standard}ms`],
    ['direction', theme.direction],
  ];

  return (
    <Table size="small" aria-label="Values read from the current theme">
      <TableBody>
        {rows.map(([path, value]) => (
          <TableRow key={path}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              theme.{path}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
