import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ExploreIcon from '@mui/icons-material/Explore';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';

export default function SimpleBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: 500, maxWidth: '100%' }}>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
      >
        <BottomNavigationAction label="Explore" icon={<ExploreIcon />} />
        <BottomNavigationAction label="Saved" icon={<BookmarkIcon />} />
        <BottomNavigationAction label="Trips" icon={<FlightTakeoffIcon />} />
      </BottomNavigation>
    </Box>
  );
}
