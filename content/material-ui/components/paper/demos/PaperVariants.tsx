import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Sample = styled(Paper)(({ theme }) => ({
  width: 120,
  height: 80,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  ...theme.typography.body2,
}));

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Sample>elevation (default)</Sample>
      <Sample variant="outlined">outlined</Sample>
      <Sample square>elevation, square</Sample>
      <Sample variant="outlined" square>
        outlined, square
      </Sample>
    </Stack>
  );
}
