import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ServerSideMediaQuery() {
  // Rendered on the server as `true`, so the desktop layout is in the HTML,
  // then updated in the browser once the real value is known.
  const desktop = useMediaQuery('(min-width:900px)', { defaultMatches: true });
  // No options: `false` in the server HTML, the real value after hydration.
  const touch = useMediaQuery('(pointer: coarse)');

  return (
    <Stack spacing={1}>
      <Typography>
        Desktop layout (<code>defaultMatches: true</code>):{' '}
        <strong>{String(desktop)}</strong>
      </Typography>
      <Typography>
        Touch screen (default <code>false</code>): <strong>{String(touch)}</strong>
      </Typography>
    </Stack>
  );
}
