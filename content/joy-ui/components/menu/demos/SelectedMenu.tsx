import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Sort from '@mui/icons-material/Sort';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const orders = ['Newest first', 'Oldest first', 'Most replies', 'Title A–Z'];

export default function SelectedMenu() {
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <Dropdown>
      <MenuButton startDecorator={<Sort />}>Sort: {order}</MenuButton>
      <Menu aria-label="Sort discussions">
        {orders.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === order}
            selected={option === order}
            onClick={() => setOrder(option)}
          >
            <ListItemDecorator>{option === order && <Check />}</ListItemDecorator>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
