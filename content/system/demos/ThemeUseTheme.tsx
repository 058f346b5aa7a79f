import Box from '@mui/system/Box';
import { useMediaQuery, useTheme } from '@mui/system';

const photos = [
  'Harbour at dawn',
  'Cliff path',
  'Fishing boats',
  'Lighthouse',
  'Rock pools',
  'Beach huts',
];

export default function ThemeUseTheme() {
  const theme = useTheme();
  // The theme's breakpoint helpers build the media query string.
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const shown = isWide ? photos : photos.slice(0, 3);

  return (
    <Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
        {isWide
          ? `Showing all ${photos.length} albums on a wide screen.`
          : `Showing ${shown.length} of ${photos.length} albums; widen the window to see all.`}
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {shown.map((photo) => (
          <Box
            component="li"
            key={photo}
            sx={{
              px: 1.5,
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
            }}
          >
            {photo}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
