import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ChatIcon from '@mui/icons-material/Chat';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import MailIcon from '@mui/icons-material/Mail';

const actions = [
  { icon: <MailIcon />, name: 'Email' },
  { icon: <ChatIcon />, name: 'Message' },
  { icon: <EventIcon />, name: 'Invitation' },
];

export default function OpenIconSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 320 }}>
      <SpeedDial
        ariaLabel="Compose"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
