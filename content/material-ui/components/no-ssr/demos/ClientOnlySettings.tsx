import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Reads values that only exist in the browser, so it must not render on the server.
function BrowserSettings() {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return (
    <Typography variant="body2">
      Meeting times are shown in your time zone, <strong>{timeZone}</strong>, and
      your browser language is <strong>{navigator.language}</strong>.
    </Typography>
  );
}

export default function ClientOnlySettings() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <NoSsr
        fallback={
          <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} width="100%" />
        }
      >
        <BrowserSettings />
      </NoSsr>
    </Box>
  );
}
