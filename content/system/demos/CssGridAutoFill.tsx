import Box from '@mui/system/Box';

const products = [
  {
    name: 'Coffee cup',
    file: 'coffee-cup',
    alt: 'White coffee cup with a blue band on a saucer, steam rising',
  },
  {
    name: 'Headphones',
    file: 'headphones',
    alt: 'Black over-ear headphones with orange cushions',
  },
  {
    name: 'Backpack',
    file: 'backpack',
    alt: 'Teal backpack with a front pocket and side pockets',
  },
  {
    name: 'Camera',
    file: 'camera',
    alt: 'Black and tan compact camera with a large lens',
  },
];

export default function CssGridAutoFill() {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        // As many 140px-or-wider columns as fit; no breakpoints needed.
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        // gap uses the theme's spacing unit.
        gap: 2,
      }}
    >
      {products.map((product, index) => (
        <Box
          component="li"
          key={product.file}
          // The first product runs from the first column line to the last: a full row.
          sx={{ gridColumn: index === 0 ? '1 / -1' : undefined }}
        >
          <Box
            component="img"
            src={`/static/images/products/${product.file}.svg`}
            alt={product.alt}
            sx={{
              display: 'block',
              width: 1,
              height: 140,
              objectFit: 'cover',
              borderRadius: 2,
            }}
          />
          <Box sx={{ mt: 0.5, typography: 'body2' }}>{product.name}</Box>
        </Box>
      ))}
    </Box>
  );
}
