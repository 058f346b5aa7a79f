import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

export default function SearchAppBar() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            variant="h6"
            noWrap
            component="div"
            sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}
          >
            Recipes
          </Typography>
          <Box
            component="form"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              borderRadius: 1,
              // A translucent dark tint that works on any app bar colour.
              bgcolor: (theme) => alpha(theme.palette.common.black, 0.15),
              '&:hover': {
                bgcolor: (theme) => alpha(theme.palette.common.black, 0.25),
              },
            }}
          >
            <SearchIcon />
            <InputBase
              placeholder="Search recipes"
              type="search"
              slotProps={{ input: { 'aria-label': 'Search recipes' } }}
              sx={{ color: 'inherit', width: { xs: '100%', sm: '20ch' } }}
            />
          </Box>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
