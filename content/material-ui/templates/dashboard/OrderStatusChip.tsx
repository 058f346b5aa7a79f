import Chip from '@mui/material/Chip';
import type { OrderStatus } from './orders';

const STATUS_COLORS = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Refunded: 'default',
} as const satisfies Record<OrderStatus, string>;

/**
 * The status as a word in a coloured outline: the word carries the meaning, the colour helps
 * scanning. The word keeps the body text colour, as small text in the warning and info colours
 * falls below 4.5:1 on white.
 */
export default function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={status}
      sx={{ color: 'text.primary', fontWeight: 500 }}
    />
  );
}
