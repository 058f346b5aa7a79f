import * as React from 'react';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function IconToggleButtons() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  const [alignment, setAlignment] = React.useState<string | null>('left');

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <ToggleButtonGroup
        aria-label="Text formatting"
        value={formats}
        onChange={(_event, newValue) => setFormats(newValue)}
      >
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Text alignment"
        value={alignment}
        onChange={(_event, newValue) => setAlignment(newValue)}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton value="center" aria-label="Align centre">
          <FormatAlignCenter />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRight />
        </IconButton>
        <IconButton value="justify" aria-label="Justify">
          <FormatAlignJustify />
        </IconButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
