import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { amber, indigo } from '@mui/material/colors';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import NotificationsIcon from '@mui/icons-material/Notifications';

// A hue object as a palette colour: main, light and dark are picked from its shades.
const theme = createTheme({
  palette: {
    primary: indigo,
    secondary: amber,
  },
});

export default function ColorTwoHues() {
  return (
    <ThemeProvider theme={theme}>
      {/* This theme is light only, so its content sits on the theme's own surface. */}
      <Paper variant="outlined" sx={{ overflow: 'hidden', maxWidth: 420 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            City library
          </Typography>
          <IconButton color="inherit" aria-label="3 new notifications">
            <Badge badgeContent={3} color="secondary">
              <NotificationsIcon />
            </Badge>
          </IconButton>
        </Box>
        <Stack spacing={1.5} sx={{ p: 2, alignItems: 'flex-start' }}>
          <Chip label="New arrival" color="secondary" size="small" />
          <Typography>The Left Hand of Darkness, Ursula K. Le Guin</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Borrow</Button>
            <Button variant="contained" color="secondary">
              Reserve
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
