import Box from '@mui/system/Box';

const buttonSx = {
  px: 1.5,
  py: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export default function FlexboxToolbar() {
  return (
    <Box
      sx={{
        display: 'flex',
        // Centres the items across the row.
        alignItems: 'center',
        gap: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {/* flexGrow takes the free space and pushes the buttons to the end. */}
      <Box sx={{ flexGrow: 1, fontWeight: 'medium', paddingInlineStart: 1 }}>
        Invoice #2041
      </Box>
      <Box component="button" type="button" sx={buttonSx}>
        Download
      </Box>
      <Box
        component="button"
        type="button"
        sx={[
          buttonSx,
          { bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 },
        ]}
      >
        Send
      </Box>
    </Box>
  );
}
