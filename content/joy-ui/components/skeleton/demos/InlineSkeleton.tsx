import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InlineSkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
      <Typography aria-busy={loading}>
        Order{' '}
        <Skeleton variant="inline" loading={loading}>
          #48213
        </Skeleton>{' '}
        ships on{' '}
        <Skeleton variant="inline" loading={loading}>
          Tuesday, 14 May
        </Skeleton>{' '}
        from our Rotterdam warehouse.
      </Typography>
      <Button size="sm" variant="outlined" onClick={() => setLoading(!loading)}>
        {loading ? 'Show details' : 'Show placeholders'}
      </Button>
    </Stack>
  );
}
