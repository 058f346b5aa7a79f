import Box from '@mui/system/Box';

export default function PositionsOverlayLabel() {
  return (
    // `position: relative` makes this box the reference for its absolute children.
    <Box
      sx={{
        position: 'relative',
        width: 1,
        maxWidth: 240,
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Box
        component="img"
        src="/static/images/products/headphones.svg"
        alt="Black over-ear headphones with orange cushions"
        sx={{ display: 'block', width: 1 }}
      />
      <Box
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'error.dark',
          color: 'error.contrastText',
          typography: 'caption',
          fontWeight: 'bold',
        }}
      >
        20% off
      </Box>
      <Box
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          left: 0,
          px: 1.5,
          py: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          typography: 'body2',
        }}
      >
        Studio headphones · £96
      </Box>
    </Box>
  );
}
