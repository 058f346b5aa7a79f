import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

export default function MediaControlCard() {
  const [playing, setPlaying] = React.useState(false);
  const rtl = useTheme().direction === 'rtl';

  return (
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="div" variant="h6">
            Clair de lune
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary' }}>
            Claude Debussy
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}>
          {/* In right-to-left layouts, "previous" points to the right. */}
          <IconButton aria-label="Previous track">
            {rtl ? <SkipNextIcon /> : <SkipPreviousIcon />}
          </IconButton>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={() => setPlaying(!playing)}
          >
            {playing ? (
              <PauseIcon sx={{ height: 38, width: 38 }} />
            ) : (
              <PlayArrowIcon sx={{ height: 38, width: 38 }} />
            )}
          </IconButton>
          <IconButton aria-label="Next track">
            {rtl ? <SkipPreviousIcon /> : <SkipNextIcon />}
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="img"
        image="/static/images/scenes/night-sky.svg"
        alt="Starry night sky with a full moon over dark hills"
        sx={{ width: 151, objectFit: 'cover' }}
      />
    </Card>
  );
}
