import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
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
      <Card variant="outlined" aria-busy={loading} sx={{ width: 260 }}>
        <AspectRatio ratio="1">
          {/* Overlay (the default variant) covers the image's box. */}
          <Skeleton loading={loading}>
            <img
              src="/static/images/products/headphones.svg"
              alt="Black over-ear headphones with orange cushions"
            />
          </Skeleton>
        </AspectRatio>
        {/* As the only child of a Typography, it becomes an inline skeleton. */}
        <Typography level="title-md">
          <Skeleton loading={loading}>Studio headphones</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>
            Closed-back, foldable, 30-hour battery.
          </Skeleton>
        </Typography>
        <Typography level="title-lg">
          <Skeleton loading={loading}>$149.00</Skeleton>
        </Typography>
      </Card>
    </Stack>
  );
}
