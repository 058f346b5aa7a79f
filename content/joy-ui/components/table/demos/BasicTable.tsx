import Table from '@mui/joy/Table';

const orders = [
  { id: '#10482', date: '3 Mar', items: 3, status: 'Delivered', total: '€84.50' },
  { id: '#10497', date: '11 Mar', items: 1, status: 'Delivered', total: '€19.90' },
  { id: '#10531', date: '24 Mar', items: 5, status: 'Shipped', total: '€142.00' },
  { id: '#10560', date: '2 Apr', items: 2, status: 'Processing', total: '€37.25' },
];

export default function BasicTable() {
  return (
    <Table>
      <caption>Your recent orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Items</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">{order.id}</th>
            <td>{order.date}</td>
            <td>{order.items}</td>
            <td>{order.status}</td>
            <td>{order.total}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
