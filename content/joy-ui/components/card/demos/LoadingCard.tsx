import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <Typography
        component="label"
        level="body-sm"
        endDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      >
        Show loading state
      </Typography>
      <Card aria-busy={loading}>
        <CardOverflow>
          <AspectRatio ratio="16/9">
            <Skeleton loading={loading}>
              <img
                src="/static/images/scenes/night-sky.svg"
                alt="Starry night sky with a full moon over dark hills"
              />
            </Skeleton>
          </AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md">
            <Skeleton loading={loading}>Photographing the night sky</Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading}>
              Workshop · 18 October · 3 seats left
            </Skeleton>
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
