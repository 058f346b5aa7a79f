import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const SectionLabel = styled('div')(({ theme }) => theme.typography.overline);

export default function ThemeTypography() {
  return (
    <Stack spacing={1}>
      <SectionLabel sx={{ color: 'text.secondary' }}>Travel guide</SectionLabel>
      <Box sx={{ typography: 'h5' }}>Three days in Lisbon</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
        Trams, tiled facades and custard tarts, planned hour by hour.
      </Box>
    </Stack>
  );
}
