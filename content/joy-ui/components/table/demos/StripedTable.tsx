import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const stripes = ['odd', 'even'] as const;
const trains = [
  { time: '07:12', to: 'Amsterdam Centraal', platform: '4b', status: 'On time' },
  { time: '07:20', to: 'Rotterdam Centraal', platform: '7', status: 'On time' },
  { time: '07:34', to: 'Utrecht Centraal', platform: '3', status: '+4 min' },
  { time: '07:41', to: 'Schiphol Airport', platform: '5a', status: 'On time' },
  { time: '07:55', to: 'Den Haag Centraal', platform: '8', status: 'Cancelled' },
];

export default function StripedTable() {
  const [stripe, setStripe] = React.useState<(typeof stripes)[number]>('odd');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Striped rows</FormLabel>
        <RadioGroup orientation="horizontal" value={stripe}>
          {stripes.map((s) => (
            <Radio key={s} value={s} label={s} onChange={() => setStripe(s)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Table stripe={stripe} aria-label="Departures from Leiden Centraal">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Destination</th>
            <th scope="col">Platform</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {trains.map((train) => (
            <tr key={train.time}>
              <td>{train.time}</td>
              <td>{train.to}</td>
              <td>{train.platform}</td>
              <td>{train.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
