import * as React from 'react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function TextSkeletonLevels() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography
        component="label"
        endDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      >
        Loading
      </Typography>
      {/* Each line takes the height of the level it stands in for. */}
      {loading ? (
        <Box aria-busy>
          <Skeleton variant="text" level="h3" width="70%" />
          <Skeleton variant="text" level="body-sm" width="40%" />
          <Skeleton variant="text" level="body-md" />
          <Skeleton variant="text" level="body-md" width="85%" />
        </Box>
      ) : (
        <Box>
          <Typography level="h3">Planting a balcony garden</Typography>
          <Typography level="body-sm">6 min read · Updated 2 April</Typography>
          <Typography level="body-md">
            Start with herbs that like the sun, a deep pot and soil that drains well.
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
