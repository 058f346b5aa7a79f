import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function LoadingCard() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ width: '100%', maxWidth: 345 }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Card aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar alt="Ada Lovelace" src="/static/images/avatars/ada.svg" />
            )
          }
          title={loading ? <Skeleton width="60%" /> : 'Ada Lovelace'}
          subheader={loading ? <Skeleton width="40%" /> : 'Posted 5 minutes ago'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={160} />
        ) : (
          <Box
            component="img"
            src="/static/images/scenes/mountains.svg"
            alt="Snow-capped mountains above green hills under a pale sky"
            sx={{ display: 'block', width: '100%', height: 160, objectFit: 'cover' }}
          />
        )}
        <CardContent>
          {loading ? (
            <React.Fragment>
              <Skeleton />
              <Skeleton width="80%" />
            </React.Fragment>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Three days of walking between mountain huts, with the best views on the
              second morning.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
