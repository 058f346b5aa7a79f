import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const cities = [
  { name: 'Tokyo', country: 'Japan', population: 37_115_000, area: 8_231 },
  { name: 'Delhi', country: 'India', population: 33_807_000, area: 2_344 },
  { name: 'Shanghai', country: 'China', population: 29_868_000, area: 4_333 },
  { name: 'São Paulo', country: 'Brazil', population: 22_806_000, area: 7_947 },
  { name: 'Cairo', country: 'Egypt', population: 22_623_000, area: 3_085 },
  { name: 'Mexico City', country: 'Mexico', population: 22_505_000, area: 7_866 },
];

const format = new Intl.NumberFormat('en-GB');

export default function DenseTable() {
  return (
    <TableContainer component={Paper}>
      <Table size="small" sx={{ minWidth: 520 }}>
        <caption>Urban areas by population, 2025 estimates</caption>
        <TableHead>
          <TableRow>
            <TableCell>City</TableCell>
            <TableCell>Country</TableCell>
            <TableCell align="right">Population</TableCell>
            <TableCell align="right">Area (km²)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cities.map((city) => (
            <TableRow key={city.name}>
              <TableCell component="th" scope="row">
                {city.name}
              </TableCell>
              <TableCell>{city.country}</TableCell>
              <TableCell align="right">{format.format(city.population)}</TableCell>
              <TableCell align="right">{format.format(city.area)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
