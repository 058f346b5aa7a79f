import Box from '@mui/joy/Box';

export default function BoxComponent() {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 320 }}>
      <Box
        component="img"
        src="/static/images/scenes/lake.svg"
        alt="Sailing boat on a calm lake at sunset, with pine trees on the shore"
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '4 / 3',
          borderRadius: 'md',
        }}
      />
      <Box
        component="figcaption"
        sx={{ typography: 'body-sm', color: 'text.tertiary', mt: 1 }}
      >
        Lake Bled at sunset, day 3 of the Slovenia itinerary.
      </Box>
    </Box>
  );
}
