import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';

const tabs = [
  {
    label: 'Notes',
    text: 'Three notes, last edited today.',
    action: 'New note',
    icon: <AddIcon />,
  },
  {
    label: 'Files',
    text: 'Twelve files, 48 MB in all.',
    action: 'Upload a file',
    icon: <UploadIcon />,
  },
  {
    label: 'Profile',
    text: 'Signed in as Grace Hopper.',
    action: 'Edit profile',
    icon: <EditIcon />,
  },
];

export default function FloatingActionButtonZoom() {
  const theme = useTheme();
  const [current, setCurrent] = React.useState(0);
  const id = React.useId();
  const duration = theme.transitions.duration;

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 480,
        minHeight: 220,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Tabs
        value={current}
        onChange={(_event, value: number) => setCurrent(value)}
        variant="fullWidth"
        aria-label="Workspace sections"
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            label={tab.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Typography
        role="tabpanel"
        id={`${id}-panel-${current}`}
        aria-labelledby={`${id}-tab-${current}`}
        sx={{ p: 3 }}
      >
        {tabs[current]?.text}
      </Typography>
      {tabs.map((tab, index) => (
        <Zoom
          key={tab.label}
          in={index === current}
          unmountOnExit
          timeout={{ enter: duration.enteringScreen, exit: duration.leavingScreen }}
          // Wait for the outgoing button to shrink before the next one grows.
          style={{
            transitionDelay: `${index === current ? duration.leavingScreen : 0}ms`,
          }}
        >
          <Fab
            color="primary"
            aria-label={tab.action}
            sx={{ position: 'absolute', bottom: 16, right: 16 }}
          >
            {tab.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
