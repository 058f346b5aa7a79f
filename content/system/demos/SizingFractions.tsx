import Box from '@mui/system/Box';

const widths = [
  { value: 1 / 4, label: 'width: 1/4' },
  { value: 1 / 2, label: 'width: 1/2' },
  { value: 3 / 4, label: 'width: 3/4' },
  { value: 1, label: 'width: 1' },
  { value: 120, label: 'width: 120' },
];

export default function SizingFractions() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {widths.map((item) => (
        <Box
          key={item.label}
          sx={{
            // From 0 to 1: a fraction of the parent. Above 1: pixels.
            width: item.value,
            p: 1,
            borderRadius: 1,
            bgcolor: 'action.selected',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'nowrap',
          }}
        >
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
