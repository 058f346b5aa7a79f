import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ChecklistIcon from '@mui/icons-material/Checklist';
import MicIcon from '@mui/icons-material/Mic';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const actions = [
  { icon: <NoteAddIcon />, name: 'Text note' },
  { icon: <ChecklistIcon />, name: 'Checklist' },
  { icon: <PhotoCameraIcon />, name: 'Photo' },
  { icon: <MicIcon />, name: 'Voice memo' },
];

export default function BasicSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 320 }}>
      <SpeedDial
        ariaLabel="New note"
        icon={<SpeedDialIcon />}
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
