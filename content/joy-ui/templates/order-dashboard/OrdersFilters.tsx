import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import FilterMenu, { type FilterChoice } from './FilterMenu';
import {
  STATUSES,
  type Customer,
  type OrderFilters,
  type OrderStatus,
} from './orders';

const statusChoices: readonly FilterChoice<OrderStatus | 'all'>[] = [
  { value: 'all', label: 'All statuses' },
  ...STATUSES.map((status) => ({ value: status, label: status })),
];

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
      <FilterMenu<OrderStatus | 'all'>
        label="Status"
        value={filters.status}
        choices={statusChoices}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterMenu<string>
        label="Customer"
        value={filters.customerId}
        choices={[
          { value: 'all', label: 'All customers' },
          ...customers.map((customer) => ({
            value: customer.id,
            label: customer.name,
          })),
        ]}
        onChange={(customerId) => onChange({ ...filters, customerId })}
      />
    </Box>
  );
}
