import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export default function MultilineChip() {
  return (
    <Box sx={{ width: 220 }}>
      <Chip
        label="Ships in 3 to 5 working days from our warehouse in Rotterdam"
        sx={{
          height: 'auto',
          '& .MuiChip-label': {
            display: 'block',
            whiteSpace: 'normal',
            py: 0.5,
          },
        }}
      />
    </Box>
  );
}
