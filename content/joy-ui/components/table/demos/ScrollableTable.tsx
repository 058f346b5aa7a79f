import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const plans = ['Free', 'Starter', 'Business', 'Enterprise'];
const features = [
  { name: 'Team members', values: ['3', '10', '50', 'Unlimited'] },
  { name: 'Storage', values: ['5 GB', '100 GB', '1 TB', 'Custom'] },
  {
    name: 'Single sign-on',
    values: ['Not included', 'Not included', 'Included', 'Included'],
  },
  { name: 'Audit log', values: ['Not included', '30 days', '1 year', 'Unlimited'] },
  {
    name: 'Support',
    values: ['Community', 'Email', 'Priority', 'Dedicated manager'],
  },
];

export default function ScrollableTable() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Plan comparison"
      sx={{ overflowX: 'auto', borderRadius: 'sm' }}
    >
      <Table
        sx={{
          minWidth: 640,
          // The first column stays in view while the others scroll under it.
          '& tr > *:first-of-type': {
            position: 'sticky',
            insetInlineStart: 0,
            zIndex: 1,
            boxShadow: '1px 0 var(--TableCell-borderColor)',
          },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {plans.map((plan) => (
              <th key={plan} scope="col">
                {plan}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature.name}>
              <th scope="row">{feature.name}</th>
              {feature.values.map((value, index) => (
                <td key={plans[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
