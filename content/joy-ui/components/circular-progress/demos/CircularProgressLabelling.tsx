import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const orders = [
  '#4821 · Desk lamp',
  '#4820 · Notebook set',
  '#4817 · Coffee grinder',
];

export default function CircularProgressLabelling() {
  const [loading, setLoading] = React.useState(false);
  const headingId = React.useId();
  const progressId = React.useId();

  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 360 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} level="title-md" sx={{ flex: 1 }}>
          Recent orders
        </Typography>
        <Button size="sm" variant="plain" onClick={() => setLoading(true)}>
          Reload
        </Button>
      </Stack>
      <Stack
        component="section"
        aria-labelledby={headingId}
        aria-busy={loading}
        aria-describedby={loading ? progressId : undefined}
        spacing={0.5}
      >
        {loading ? (
          <CircularProgress id={progressId} size="sm" aria-labelledby={headingId} />
        ) : (
          orders.map((order) => (
            <Typography key={order} level="body-sm">
              {order}
            </Typography>
          ))
        )}
      </Stack>
    </Sheet>
  );
}
