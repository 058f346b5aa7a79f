import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const axes = [
  'xBetween',
  'x',
  'yBetween',
  'y',
  'bothBetween',
  'both',
  'none',
] as const;
type Axis = (typeof axes)[number];
const regions = [
  { name: 'North', q1: '€412k', q2: '€438k', q3: '€455k' },
  { name: 'South', q1: '€298k', q2: '€321k', q3: '€307k' },
  { name: 'West', q1: '€186k', q2: '€204k', q3: '€231k' },
];

export default function TableBorders() {
  const [borderAxis, setBorderAxis] = React.useState<Axis>('xBetween');
  return (
    <Stack spacing={2}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>Border axis</FormLabel>
        <Select
          value={borderAxis}
          onChange={(_, value) => value && setBorderAxis(value)}
        >
          {axes.map((axis) => (
            <Option key={axis} value={axis}>
              {axis}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Table borderAxis={borderAxis} aria-label="Revenue by region">
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Q1</th>
            <th scope="col">Q2</th>
            <th scope="col">Q3</th>
          </tr>
        </thead>
        <tbody>
          {regions.map((region) => (
            <tr key={region.name}>
              <th scope="row">{region.name}</th>
              <td>{region.q1}</td>
              <td>{region.q2}</td>
              <td>{region.q3}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
