import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const CartBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    top: 4,
    right: 2,
    padding: '0 4px',
    border: `2px solid ${(theme.vars || theme).palette.background.paper}`,
  },
}));

export default function CustomizedBadges() {
  return (
    <IconButton aria-label="Cart, 3 items">
      <CartBadge badgeContent={3} color="secondary">
        <ShoppingCartIcon />
      </CartBadge>
    </IconButton>
  );
}
