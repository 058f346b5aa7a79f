import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function InferredDimensions() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {loading ? (
          <Skeleton variant="circular">
            <Avatar />
          </Skeleton>
        ) : (
          <Avatar alt="Hiro Tanaka" src="/static/images/avatars/hiro.svg" />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {loading ? <Skeleton /> : 'Hiro Tanaka'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {loading ? <Skeleton width="70%" /> : 'Product designer, Osaka'}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
