import Box from '@mui/system/Box';

export default function UsageEventCard() {
  return (
    <Box
      component="article"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        maxWidth: 420,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: 56,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          textAlign: 'center',
          lineHeight: 1.2,
        }}
      >
        <Box sx={{ fontSize: 12, textTransform: 'uppercase' }}>Jun</Box>
        <Box sx={{ fontSize: 22, fontWeight: 'bold' }}>14</Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'medium' }}>
          Community garden open day
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          10:00 – 16:00 · Riverside allotments
        </Box>
      </Box>
    </Box>
  );
}
