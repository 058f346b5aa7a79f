import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A reusable pill-shaped call to action; the palette comes from the theme, so it follows dark mode.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  boxShadow: 'none',
  '&:hover': {
    boxShadow: 'none',
  },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillButton variant="contained">Start free trial</PillButton>
      <PillButton variant="outlined" color="secondary">
        Book a demo
      </PillButton>
    </Stack>
  );
}
