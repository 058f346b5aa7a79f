import * as React from 'react';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Chip, { type ChipProps } from '@mui/joy/Chip';
import type { OrderStatus } from './orders';

// The word carries the meaning; colour and icon only repeat it.
const LOOKS: Record<
  OrderStatus,
  { color: ChipProps['color']; icon: React.ReactNode }
> = {
  Paid: { color: 'success', icon: <CheckCircleRounded /> },
  Pending: { color: 'warning', icon: <HourglassTopRounded /> },
  Refunded: { color: 'neutral', icon: <ReplayRounded /> },
  Cancelled: { color: 'danger', icon: <BlockRounded /> },
};

/** An order's status as a small labelled chip. */
export default function StatusChip({ status }: { status: OrderStatus }) {
  const look = LOOKS[status];
  return (
    <Chip variant="soft" size="sm" color={look.color} startDecorator={look.icon}>
      {status}
    </Chip>
  );
}
