import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const StyledTableCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    // theme.vars holds CSS variables, so the colours follow light and dark mode.
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

const StyledTableRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  '&:last-child td, &:last-child th': {
    border: 0,
  },
}));

const peaks = [
  { name: 'Mont Blanc', range: 'Alps', height: 4806 },
  { name: 'Aconcagua', range: 'Andes', height: 6961 },
  { name: 'Denali', range: 'Alaska Range', height: 6190 },
  { name: 'Kilimanjaro', range: 'Eastern Rift', height: 5895 },
  { name: 'Mount Kosciuszko', range: 'Great Dividing Range', height: 2228 },
];

export default function CustomizedTables() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Mountain summits">
        <TableHead>
          <TableRow>
            <StyledTableCell>Summit</StyledTableCell>
            <StyledTableCell>Range</StyledTableCell>
            <StyledTableCell align="right">Height (m)</StyledTableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {peaks.map((peak) => (
            <StyledTableRow key={peak.name}>
              <StyledTableCell component="th" scope="row">
                {peak.name}
              </StyledTableCell>
              <StyledTableCell>{peak.range}</StyledTableCell>
              <StyledTableCell align="right">{peak.height}</StyledTableCell>
            </StyledTableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
