import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LoadingIndicator() {
  const [status, setStatus] = React.useState<'idle' | 'uploading' | 'done'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  // Stop the pretend upload if the demo unmounts mid-way.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = () => {
    setStatus('uploading');
    timer.current = setTimeout(() => setStatus('done'), 2000);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        loading={status === 'uploading'}
        loadingPosition="start"
        loadingIndicator={<CircularProgress aria-label="Uploading the report" />}
        onClick={handleClick}
      >
        {status === 'uploading' ? 'Uploading…' : 'Upload report'}
      </Button>
      <Typography level="body-sm" role="status">
        {status === 'done' ? 'Quarterly report uploaded.' : ''}
      </Typography>
    </Stack>
  );
}
