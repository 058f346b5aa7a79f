import Table from '@mui/joy/Table';

const tickets = [
  {
    id: 'SUP-2141',
    subject: 'Cannot reset my password',
    requester: 'Elena Rossi',
    priority: 'High',
  },
  {
    id: 'SUP-2142',
    subject: 'Invoice shows the wrong VAT number',
    requester: 'Ben Carter',
    priority: 'Normal',
  },
  {
    id: 'SUP-2145',
    subject: 'Export to CSV times out',
    requester: 'Grace Okafor',
    priority: 'High',
  },
  {
    id: 'SUP-2150',
    subject: 'Add a second admin to our account',
    requester: 'Hiro Tanaka',
    priority: 'Low',
  },
];

export default function HoverRowTable() {
  return (
    <Table hoverRow aria-label="Open support tickets">
      <thead>
        <tr>
          <th scope="col" style={{ width: 100 }}>
            Ticket
          </th>
          <th scope="col">Subject</th>
          <th scope="col">Requester</th>
          <th scope="col" style={{ width: 90 }}>
            Priority
          </th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td>{ticket.subject}</td>
            <td>{ticket.requester}</td>
            <td>{ticket.priority}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
