import * as React from 'react';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';

export default function CircularProgressInButton() {
  const [refreshing, setRefreshing] = React.useState(false);

  React.useEffect(() => {
    if (!refreshing) return undefined;
    // Stands in for a request to the server.
    const timer = setTimeout(() => setRefreshing(false), 2000);
    return () => clearTimeout(timer);
  }, [refreshing]);

  return (
    <Button
      variant="outlined"
      color="neutral"
      aria-disabled={refreshing}
      onClick={() => setRefreshing(true)}
      startDecorator={
        refreshing ? (
          // The label says what is happening; the spinner is decoration.
          <CircularProgress variant="plain" aria-hidden />
        ) : (
          <Refresh />
        )
      }
    >
      {refreshing ? 'Refreshing…' : 'Refresh feed'}
    </Button>
  );
}
