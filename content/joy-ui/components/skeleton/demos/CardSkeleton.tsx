import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardSkeleton() {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} aria-busy="true">
      <Typography id={headingId} level="title-lg" sx={{ mb: 1.5 }}>
        Recommended for you
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {['first', 'second'].map((key) => (
          <Card key={key} variant="outlined" sx={{ width: 240 }}>
            <Skeleton variant="rectangular" height={120} animation="wave" />
            <CardContent>
              <Skeleton
                variant="text"
                level="title-md"
                width="80%"
                animation="wave"
              />
              <Skeleton variant="text" level="body-sm" animation="wave" />
              <Skeleton
                variant="text"
                level="body-sm"
                width="50%"
                animation="wave"
              />
            </CardContent>
            <Skeleton
              variant="rectangular"
              width={96}
              height={32}
              animation="wave"
            />
          </Card>
        ))}
      </Stack>
    </section>
  );
}
