import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

export default function ThemeTypographySx() {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 420 }}>
      <Sheet
        variant="soft"
        sx={{
          height: 140,
          borderRadius: 'md',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box component="span" sx={{ typography: 'h2', color: 'text.secondary' }}>
          72%
        </Box>
      </Sheet>
      {/* A level on a plain element: the theme's body-sm style, no Typography needed. */}
      <Box component="figcaption" sx={{ typography: 'body-sm', mt: 1 }}>
        Share of orders shipped within 24 hours in June, up from 64% in May.
      </Box>
    </Box>
  );
}
