import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  ...theme.typography.body2,
}));

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Item variant="outlined">Order placed on 3 March</Item>
      <Item variant="outlined">Packed at the Leeds warehouse</Item>
      <Item variant="outlined">Out for delivery</Item>
    </Stack>
  );
}
