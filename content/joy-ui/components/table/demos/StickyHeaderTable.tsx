import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const days = Array.from({ length: 30 }, (_, index) => {
  const orders = 42 + ((index * 17) % 29);
  return {
    date: `${index + 1} April`,
    orders,
    revenue: `€${(orders * 38.4).toFixed(2)}`,
    returns: (index * 7) % 5,
  };
});

export default function StickyHeaderTable() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-labelledby="sticky-header-caption"
      sx={{ height: 300, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader>
        <caption id="sticky-header-caption">Daily orders, April</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
            <th scope="col">Returns</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.orders}</td>
              <td>{day.revenue}</td>
              <td>{day.returns}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
