import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

// Dark backgrounds, light text, and colour defaults tuned for a dark surface.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function DarkModeDarkTheme() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Paper sx={{ p: 2, width: 340, maxWidth: '100%' }}>
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'text.secondary' }}
        >
          Now playing
        </Typography>
        <Typography component="p" variant="h6">
          Clair de lune
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Claude Debussy · Suite bergamasque
        </Typography>
        <Slider aria-label="Playback position" defaultValue={38} size="small" />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <IconButton aria-label="Previous track">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label="Pause" color="primary">
            <PauseIcon />
          </IconButton>
          <IconButton aria-label="Next track">
            <SkipNextIcon />
          </IconButton>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
