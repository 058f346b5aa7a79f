import Box from '@mui/system/Box';

function ArtistCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        // `@` keys measure the nearest container, not the window.
        flexDirection: { '@': 'column', '@350': 'row' },
        alignItems: { '@350': 'center' },
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        component="img"
        src="/static/images/avatars/grace.svg"
        alt=""
        sx={{ width: 64, height: 64, borderRadius: '50%' }}
      />
      <Box>
        <Box sx={{ fontWeight: 'medium' }}>Grace Obi</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Ceramics studio · 12 new pieces
        </Box>
      </Box>
    </Box>
  );
}

export default function SxContainerQueries() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', gap: 2 }}>
      {/* Each column is a size container, so the same card adapts to it. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <ArtistCard />
      </Box>
      <Box sx={{ containerType: 'inline-size' }}>
        <ArtistCard />
      </Box>
    </Box>
  );
}
