import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const sizes = ['sm', 'md', 'lg'] as const;
const runs = [
  { date: 'Mon 7 Apr', route: 'Riverside loop', km: 8.2, pace: '5:41 /km' },
  { date: 'Wed 9 Apr', route: 'Hill repeats', km: 6, pace: '6:05 /km' },
  { date: 'Sat 12 Apr', route: 'Park long run', km: 16.5, pace: '5:58 /km' },
];

export default function TableSizes() {
  const [size, setSize] = React.useState<(typeof sizes)[number]>('md');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Size</FormLabel>
        <RadioGroup orientation="horizontal" value={size}>
          {sizes.map((s) => (
            <Radio key={s} value={s} label={s} onChange={() => setSize(s)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Table size={size} aria-label="Training log">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Route</th>
            <th scope="col">Distance (km)</th>
            <th scope="col">Pace</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.date}>
              <td>{run.date}</td>
              <td>{run.route}</td>
              <td>{run.km}</td>
              <td>{run.pace}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
