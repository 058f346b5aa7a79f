import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

type Format = 'bold' | 'italic' | 'underline' | 'strikethrough';

const formats = [
  { value: 'bold', label: 'Bold', icon: <FormatBoldIcon /> },
  { value: 'italic', label: 'Italic', icon: <FormatItalicIcon /> },
  { value: 'underline', label: 'Underline', icon: <FormatUnderlinedIcon /> },
  {
    value: 'strikethrough',
    label: 'Strikethrough',
    icon: <FormatStrikethroughIcon />,
  },
] as const;

// The formatting bar of a comment editor. Each button sits inside a Tooltip,
// which also gives the icon-only button its accessible name.
export default function TooltipToggleButtons() {
  const [active, setActive] = React.useState<Format[]>(['bold']);
  const decoration = [
    active.includes('underline') && 'underline',
    active.includes('strikethrough') && 'line-through',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={active}
        size="small"
        onChange={(_event, value: Format[]) => setActive(value)}
        aria-label="Text formatting"
      >
        {formats.map((format) => (
          <Tooltip key={format.value} title={format.label}>
            <ToggleButton value={format.value}>{format.icon}</ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: active.includes('bold') ? 700 : 400,
          fontStyle: active.includes('italic') ? 'italic' : 'normal',
          textDecorationLine: decoration || 'none',
        }}
      >
        Thanks for the quick fix, the export works again.
      </Typography>
    </Stack>
  );
}
