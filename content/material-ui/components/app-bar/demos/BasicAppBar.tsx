import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

// The header of a team chat app, showing the open channel.
export default function BasicAppBar() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open channel list"
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
            # design-reviews-for-the-spring-release
          </Typography>
          <IconButton color="inherit" aria-label="Search this channel">
            <SearchIcon />
          </IconButton>
          <Button color="inherit" sx={{ flexShrink: 0 }}>
            Invite people
          </Button>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
