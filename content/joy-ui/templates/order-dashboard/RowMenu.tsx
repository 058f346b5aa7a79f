import * as React from 'react';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { canApply, type Order, type OrderAction } from './orders';

interface RowMenuProps {
  order: Order;
  onView: (order: Order) => void;
  onAction: (order: Order, action: OrderAction) => void;
}

/** The "…" menu of a row: view the order, refund it or cancel it when its status allows. */
export default function RowMenu({ order, onView, onAction }: RowMenuProps) {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  return (
    <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', color: 'neutral', size: 'sm' } }}
        aria-label={`Actions for order #${order.id}`}
        // The menu is only in the page while open, so it is only named as controlled then.
        aria-controls={open ? menuId : undefined}
      >
        <MoreHorizRounded />
      </MenuButton>
      <Menu id={menuId} placement="bottom-end" size="sm" sx={{ minWidth: 160 }}>
        <MenuItem onClick={() => onView(order)}>View</MenuItem>
        <MenuItem
          disabled={!canApply(order, 'refund')}
          onClick={() => onAction(order, 'refund')}
        >
          Refund
        </MenuItem>
        <MenuItem
          color="danger"
          disabled={!canApply(order, 'cancel')}
          onClick={() => onAction(order, 'cancel')}
        >
          Cancel order
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
