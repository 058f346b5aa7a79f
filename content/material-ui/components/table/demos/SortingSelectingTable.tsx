import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

interface Country {
  name: string;
  capital: string;
  population: number;
  area: number;
}

type SortKey = keyof Country;

const countries: Country[] = [
  { name: 'Portugal', capital: 'Lisbon', population: 10.6, area: 92_230 },
  { name: 'Kenya', capital: 'Nairobi', population: 56.4, area: 580_367 },
  { name: 'Canada', capital: 'Ottawa', population: 41.3, area: 9_984_670 },
  { name: 'Vietnam', capital: 'Hanoi', population: 101.3, area: 331_212 },
  { name: 'Chile', capital: 'Santiago', population: 19.8, area: 756_102 },
];

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Country', numeric: false },
  { key: 'capital', label: 'Capital', numeric: false },
  { key: 'population', label: 'Population (millions)', numeric: true },
  { key: 'area', label: 'Area (km²)', numeric: true },
];

export default function SortingSelectingTable() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('name');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const [selected, setSelected] = React.useState<string[]>([]);

  const rows = [...countries].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return order === 'asc' ? result : -result;
  });

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const toggle = (name: string) =>
    setSelected((current) =>
      current.includes(name)
        ? current.filter((n) => n !== name)
        : [...current, name],
    );

  const allSelected = selected.length === countries.length;

  return (
    <Paper sx={{ width: '100%' }}>
      <Toolbar>
        <Typography component="p" variant="subtitle1" aria-live="polite">
          {selected.length > 0 ? `${selected.length} selected` : 'Countries'}
        </Typography>
      </Toolbar>
      <TableContainer>
        <Table sx={{ minWidth: 600 }} aria-label="Countries">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() =>
                    setSelected(allSelected ? [] : countries.map((c) => c.name))
                  }
                  slotProps={{ input: { 'aria-label': 'Select all countries' } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const isSelected = selected.includes(row.name);
              return (
                <TableRow key={row.name} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(row.name)}
                      slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell>{row.capital}</TableCell>
                  <TableCell align="right">{row.population}</TableCell>
                  <TableCell align="right">
                    {row.area.toLocaleString('en-GB')}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
