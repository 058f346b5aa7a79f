import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const updates = [
  { time: '09:12', text: 'Parcel left the sorting centre' },
  { time: '11:40', text: 'Out for delivery with the driver' },
  { time: '14:05', text: 'Delivered to your safe place' },
];

export default function StackBasicSpacing() {
  return (
    // A column by default; spacing is in theme units between children only.
    <Stack
      component="ol"
      spacing={1.5}
      sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 400 }}
    >
      {updates.map((update) => (
        <Box
          component="li"
          key={update.time}
          sx={{
            display: 'flex',
            gap: 2,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Box sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            {update.time}
          </Box>
          <Box>{update.text}</Box>
        </Box>
      ))}
    </Stack>
  );
}
