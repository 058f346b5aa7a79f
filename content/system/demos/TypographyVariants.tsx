import Box from '@mui/system/Box';

export default function TypographyVariants() {
  return (
    <Box component="article" sx={{ maxWidth: 480 }}>
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>Field notes</Box>
      {/* A variant sets font family, size, weight, line height and letter spacing. */}
      <Box sx={{ typography: 'h5', mb: 1 }}>Watching swifts over the estuary</Box>
      <Box sx={{ typography: 'subtitle2', color: 'text.secondary', mb: 2 }}>
        12 May · 4 min read
      </Box>
      <Box component="p" sx={{ typography: 'body1', m: 0, mb: 1.5 }}>
        The first swifts arrived on a warm evening, skimming the water for insects
        before climbing into the last of the light.
      </Box>
      <Box
        component="p"
        sx={{ typography: 'caption', m: 0, color: 'text.secondary' }}
      >
        Counted from the sea wall between 19:00 and 20:30.
      </Box>
    </Box>
  );
}
