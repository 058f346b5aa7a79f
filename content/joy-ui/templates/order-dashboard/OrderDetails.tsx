import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { formatDay, formatMoney } from './format';
import type { Order } from './orders';
import StatusChip from './StatusChip';

interface OrderDetailsProps {
  order: Order | null;
  onClose: () => void;
}

/** The "View" dialog of a row: the order's customer, day, items, total and status. */
export default function OrderDetails({ order, onClose }: OrderDetailsProps) {
  return (
    <Modal open={order !== null} onClose={onClose}>
      <ModalDialog sx={{ width: 'min(420px, calc(100vw - 32px))' }}>
        <ModalClose aria-label="Close order details" />
        {order && (
          <>
            <DialogTitle>Order #{order.id}</DialogTitle>
            <DialogContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 1 }}>
                <Avatar src={order.customer.avatar} alt="">
                  {order.customer.name.charAt(0)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography level="title-md">{order.customer.name}</Typography>
                  <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
                    {order.customer.email}
                  </Typography>
                </Box>
              </Box>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 1,
                  m: 0,
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0, color: 'text.primary' },
                }}
              >
                <dt>Placed on</dt>
                <dd>{formatDay(order.placedOn)}</dd>
                <dt>Items</dt>
                <dd>{order.items}</dd>
                <dt>Total</dt>
                <dd>{formatMoney(order.totalCents)}</dd>
                <dt>Status</dt>
                <dd>
                  <StatusChip status={order.status} />
                </dd>
              </Box>
            </DialogContent>
          </>
        )}
      </ModalDialog>
    </Modal>
  );
}
