import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ThemeBreakpointsQuery() {
  const theme = useTheme();
  // theme.breakpoints.up('sm') is '@media (min-width:600px)'; the hook drops '@media'.
  const tablet = useMediaQuery(theme.breakpoints.up('sm'));
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const columns = desktop ? 3 : tablet ? 2 : 1;

  return (
    <Stack spacing={1}>
      <Typography>
        <code>theme.breakpoints.up(&apos;sm&apos;)</code> matches:{' '}
        <strong>{String(tablet)}</strong>
      </Typography>
      <Typography>
        <code>theme.breakpoints.up(&apos;md&apos;)</code> matches:{' '}
        <strong>{String(desktop)}</strong>
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        The product grid would show {columns} {columns === 1 ? 'column' : 'columns'}.
      </Typography>
    </Stack>
  );
}
