import Chip from '@mui/material/Chip';
import type { OrderStatus } from './orders';

const STATUS_COLORS = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Refunded: 'default',
} as const satisfies Record<OrderStatus, string>;

/** The status as text on a tinted chip: the word carries the meaning, the colour helps scanning. */
export default function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={status}
    />
  );
}
