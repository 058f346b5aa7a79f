import Box from '@mui/system/Box';

const rows = [
  { item: 'Sourdough loaf', qty: 2, price: '£7.00' },
  { item: 'Oat milk, 1 litre', qty: 1, price: '£1.80' },
];

export default function TypographyFontKeys() {
  return (
    <Box
      component="table"
      sx={{ borderCollapse: 'collapse', width: 1, maxWidth: 420 }}
    >
      <thead>
        <Box
          component="tr"
          sx={{
            textTransform: 'uppercase',
            letterSpacing: 1,
            fontSize: 12,
            color: 'text.secondary',
            '& th': { textAlign: 'start', fontWeight: 'medium', pb: 1 },
            '& th:last-of-type': { textAlign: 'end' },
          }}
        >
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
        </Box>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Box component="tr" key={row.item} sx={{ lineHeight: 2 }}>
            <td>{row.item}</td>
            <td>{row.qty}</td>
            <Box
              component="td"
              sx={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
            >
              {row.price}
            </Box>
          </Box>
        ))}
        <Box
          component="tr"
          sx={{ fontWeight: 'bold', borderTop: 1, borderColor: 'divider' }}
        >
          <Box component="td" colSpan={2} sx={{ pt: 1 }}>
            Total
          </Box>
          <Box component="td" sx={{ pt: 1, textAlign: 'end' }}>
            £15.80
          </Box>
        </Box>
      </tbody>
    </Box>
  );
}
