import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const departures = [
  { time: '08:05', destination: 'Edinburgh', platform: '4', status: 'On time' },
  { time: '08:12', destination: 'Cambridge', platform: '9', status: 'On time' },
  { time: '08:20', destination: 'Brighton', platform: '2', status: 'Delayed 5 min' },
  { time: '08:31', destination: 'Leeds', platform: '6', status: 'On time' },
  { time: '08:40', destination: 'Oxford', platform: '11', status: 'Cancelled' },
  { time: '08:46', destination: 'Bristol', platform: '3', status: 'On time' },
  { time: '08:55', destination: 'York', platform: '7', status: 'Delayed 10 min' },
  { time: '09:02', destination: 'Norwich', platform: '12', status: 'On time' },
  { time: '09:15', destination: 'Cardiff', platform: '1', status: 'On time' },
  { time: '09:24', destination: 'Manchester', platform: '5', status: 'On time' },
  { time: '09:30', destination: 'Glasgow', platform: '8', status: 'Delayed 3 min' },
];

export default function StickyHeadTable() {
  return (
    <TableContainer component={Paper} sx={{ maxHeight: 320 }} tabIndex={0}>
      <Table stickyHeader aria-label="Departures from Central station">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Platform</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {departures.map((train) => (
            <TableRow key={train.time} hover>
              <TableCell>{train.time}</TableCell>
              <TableCell component="th" scope="row">
                {train.destination}
              </TableCell>
              <TableCell align="right">{train.platform}</TableCell>
              <TableCell>{train.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
