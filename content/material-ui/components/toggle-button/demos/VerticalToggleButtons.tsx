import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BrushIcon from '@mui/icons-material/Brush';
import NearMeIcon from '@mui/icons-material/NearMe';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import AutoFixNormalIcon from '@mui/icons-material/AutoFixNormal';

const tools = [
  { value: 'select', label: 'Select', icon: <NearMeIcon /> },
  { value: 'brush', label: 'Brush', icon: <BrushIcon /> },
  { value: 'eraser', label: 'Eraser', icon: <AutoFixNormalIcon /> },
  { value: 'text', label: 'Text', icon: <TextFieldsIcon /> },
];

// The tool palette down the side of a whiteboard app.
export default function VerticalToggleButtons() {
  const [tool, setTool] = React.useState('brush');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        orientation="vertical"
        value={tool}
        exclusive
        onChange={(_event, newTool: string | null) => {
          // Some tool is always active on a whiteboard.
          if (newTool !== null) {
            setTool(newTool);
          }
        }}
        aria-label="Whiteboard tools"
      >
        {tools.map((item) => (
          <ToggleButton key={item.value} value={item.value} aria-label={item.label}>
            {item.icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2">
        Active tool: {tools.find((item) => item.value === tool)?.label}
      </Typography>
    </Stack>
  );
}
