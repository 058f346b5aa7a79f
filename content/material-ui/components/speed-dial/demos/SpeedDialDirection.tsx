import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';

type Direction = NonNullable<SpeedDialProps['direction']>;

const directions: Direction[] = ['up', 'right', 'down', 'left'];

const actions = [
  { icon: <SaveIcon />, name: 'Save' },
  { icon: <ContentCopyIcon />, name: 'Duplicate' },
  { icon: <PrintIcon />, name: 'Print' },
];

export default function SpeedDialDirection() {
  const [direction, setDirection] = React.useState<Direction>('up');
  // Up and left open from the bottom end corner, down and right from the top start.
  const corner =
    direction === 'up' || direction === 'left'
      ? { bottom: 16, right: 16 }
      : { top: 16, left: 16 };

  return (
    <Box>
      <FormControl>
        <FormLabel id="speed-dial-direction">Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby="speed-dial-direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {directions.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ position: 'relative', height: 260 }}>
        <SpeedDial
          ariaLabel="Document actions"
          icon={<SpeedDialIcon />}
          direction={direction}
          sx={{ position: 'absolute', ...corner }}
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
    </Box>
  );
}
