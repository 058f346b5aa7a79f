import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const entries = [
  { date: '7 April', project: 'Checkout redesign', hours: 6.5 },
  { date: '7 April', project: 'Support rota', hours: 1.5 },
  { date: '8 April', project: 'Checkout redesign', hours: 8 },
  { date: '9 April', project: 'Quarterly planning', hours: 3 },
  { date: '9 April', project: 'Checkout redesign', hours: 4.5 },
  { date: '10 April', project: 'Support rota', hours: 7.5 },
  { date: '11 April', project: 'Checkout redesign', hours: 6 },
  { date: '11 April', project: 'Team retrospective', hours: 1 },
  { date: '14 April', project: 'Quarterly planning', hours: 5 },
  { date: '14 April', project: 'Support rota', hours: 2.5 },
  { date: '15 April', project: 'Checkout redesign', hours: 7.5 },
  { date: '16 April', project: 'Checkout redesign', hours: 8 },
];
const total = entries.reduce((sum, entry) => sum + entry.hours, 0);

export default function StickyFooterTable() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Timesheet, 7 to 16 April"
      sx={{ height: 300, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader stickyFooter aria-label="Timesheet entries">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Project</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.date} ${entry.project}`}>
              <td>{entry.date}</td>
              <td>{entry.project}</td>
              <td>{entry.hours}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{total} h</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
