import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const actions = [
  { icon: <FlightTakeoffIcon />, name: 'Flight' },
  { icon: <HotelIcon />, name: 'Hotel' },
  { icon: <DirectionsCarIcon />, name: 'Car hire' },
  { icon: <RestaurantIcon />, name: 'Restaurant' },
];

export default function SpeedDialTooltipOpen() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ position: 'relative', height: 340, overflow: 'hidden' }}>
      {/* Absolute, not the default fixed, so the backdrop covers only this box. */}
      <Backdrop open={open} sx={{ position: 'absolute' }} />
      <SpeedDial
        ariaLabel="Add to trip"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name, open: true } }}
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
