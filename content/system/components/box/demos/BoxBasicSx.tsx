import Box from '@mui/system/Box';

export default function BoxBasicSx() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 400,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="img"
        src="/static/images/avatars/elena.svg"
        alt=""
        sx={{ width: 48, height: 48, borderRadius: '50%' }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 'medium' }}>Elena Petrova</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Shared “Autumn walks” with you
        </Box>
      </Box>
      <Box sx={{ typography: 'caption', color: 'text.secondary' }}>2 h</Box>
    </Box>
  );
}
