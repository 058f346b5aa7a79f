import Table from '@mui/joy/Table';

const deployments = [
  {
    service: 'checkout-api',
    message: 'Retry card authorisation once when the payment provider times out',
    author: 'Farid Haddad',
    when: '10 min ago',
  },
  {
    service: 'search-indexer',
    message: 'Rebuild the product index nightly instead of every hour to cut costs',
    author: 'Chloe Martin',
    when: '2 h ago',
  },
  {
    service: 'web',
    message: 'Fix the focus outline on the newsletter sign-up form in dark mode',
    author: 'Ada Whitfield',
    when: 'Yesterday',
  },
];

export default function ColumnWidthsTable() {
  return (
    <Table noWrap aria-label="Recent deployments">
      <thead>
        <tr>
          <th scope="col" style={{ width: '25%' }}>
            Service
          </th>
          <th scope="col">Commit message</th>
          <th scope="col" style={{ width: 130 }}>
            Author
          </th>
          <th scope="col" style={{ width: 100 }}>
            Deployed
          </th>
        </tr>
      </thead>
      <tbody>
        {deployments.map((deployment) => (
          <tr key={deployment.service}>
            <td>{deployment.service}</td>
            <td title={deployment.message}>{deployment.message}</td>
            <td>{deployment.author}</td>
            <td>{deployment.when}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
