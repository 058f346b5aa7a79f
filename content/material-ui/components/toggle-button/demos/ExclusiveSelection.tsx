import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';

type Alignment = 'left' | 'center' | 'right';

// The toolbar of a page builder, editing the alignment of a heading block.
export default function ExclusiveSelection() {
  const [alignment, setAlignment] = React.useState<Alignment | null>('center');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        onChange={(_event, newAlignment: Alignment | null) =>
          setAlignment(newAlignment)
        }
        aria-label="Heading alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align centre">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
        {/* A one-line heading has nothing to justify. */}
        <ToggleButton value="justify" aria-label="Justify" disabled>
          <FormatAlignJustifyIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* No selection (null) falls back to the block's default alignment. */}
        <Typography
          variant="h6"
          component="p"
          sx={{ textAlign: alignment ?? 'start' }}
        >
          Summer opening hours
        </Typography>
      </Paper>
    </Stack>
  );
}
