import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { icon: <DownloadIcon />, name: 'Download' },
  { icon: <PrintIcon />, name: 'Print' },
  { icon: <ContentCopyIcon />, name: 'Copy link' },
  { icon: <ShareIcon />, name: 'Share' },
];

export default function ControlledOpenSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  // Shows which reason the last onOpen or onClose call carried.
  const [lastReason, setLastReason] = React.useState('none yet');

  const handleAction = (name: string) => {
    setLastAction(name);
    setOpen(false);
  };

  return (
    <Box sx={{ position: 'relative', height: 320 }}>
      <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
        {lastAction ? `Chose: ${lastAction}` : 'Pick an action for this photo.'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last change: {lastReason}
      </Typography>
      <SpeedDial
        ariaLabel="Photo actions"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={(_event, reason) => {
          setOpen(true);
          setLastReason(`opened (${reason})`);
        }}
        onClose={(_event, reason) => {
          setOpen(false);
          setLastReason(`closed (${reason})`);
        }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => handleAction(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
