import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width:600px)');

  return (
    <Typography>
      <code>(min-width:600px)</code> matches: <strong>{String(wide)}</strong>
    </Typography>
  );
}
