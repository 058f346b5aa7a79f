import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import {
  STATUSES,
  type Customer,
  type OrderFilters,
  type OrderStatus,
} from './orders';

interface OrdersFiltersProps {
  filters: OrderFilters;
  customers: readonly Customer[];
  onChange: (filters: OrderFilters) => void;
}

/** The search field and the status and customer filters above the table. */
export default function OrdersFilters({
  filters,
  customers,
  onChange,
}: OrdersFiltersProps) {
  return (
    <Box
      role="search"
      aria-label="Filter orders"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
      }}
    >
      <FormControl size="sm" sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <FormLabel>Search orders</FormLabel>
        <Input
          type="search"
          placeholder="Number, name or e-mail"
          startDecorator={<SearchIcon />}
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.target.value })}
        />
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Status</FormLabel>
        <Select<OrderStatus | 'all'>
          value={filters.status}
          onChange={(_event, value) =>
            onChange({ ...filters, status: value ?? 'all' })
          }
        >
          <Option value="all">All statuses</Option>
          {STATUSES.map((status) => (
            <Option key={status} value={status}>
              {status}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Customer</FormLabel>
        <Select<string>
          value={filters.customerId}
          onChange={(_event, value) =>
            onChange({ ...filters, customerId: value ?? 'all' })
          }
        >
          <Option value="all">All customers</Option>
          {customers.map((customer) => (
            <Option key={customer.id} value={customer.id}>
              {customer.name}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
