import Box from '@mui/system/Box';

export default function SxResponsiveValues() {
  return (
    <Box
      sx={{
        display: 'flex',
        // Object form: one value per breakpoint, from that width up.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        // Array form: values in breakpoint order (xs, sm, md).
        gap: [1, 2, 3],
        p: [1.5, 2, 3],
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        component="img"
        src="/static/images/scenes/lake.svg"
        alt="Sailing boat on a calm lake at sunset, with pine trees on the shore"
        sx={{
          width: { xs: 1, sm: 160 },
          aspectRatio: '4 / 3',
          borderRadius: 1,
          display: 'block',
        }}
      />
      <Box>
        <Box sx={{ typography: { xs: 'subtitle1', md: 'h6' } }}>
          Lakeside cabin weekend
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Two nights, breakfast included. Kayaks free to borrow.
        </Box>
      </Box>
    </Box>
  );
}
