import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const products = [
  { name: 'Travel backpack', detail: '28 litres, water resistant', price: '£64' },
  {
    name: 'Over-ear headphones',
    detail: 'Noise cancelling, 30 h battery',
    price: '£119',
  },
  { name: 'Compact camera', detail: '20 MP, fixed 35 mm lens', price: '£349' },
];

export default function UsageProductList() {
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 480 }}
    >
      {products.map((product) => (
        <Box
          component="li"
          key={product.name}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            px: 2,
            py: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ fontWeight: 'medium' }}>{product.name}</Box>
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
              {product.detail}
            </Box>
          </Box>
          <Box sx={{ fontWeight: 'bold' }}>{product.price}</Box>
        </Box>
      ))}
    </Stack>
  );
}
