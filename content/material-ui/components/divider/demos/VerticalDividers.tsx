import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';

export default function VerticalDividers() {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, p: 0.5 }}
    >
      <IconButton aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <IconButton aria-label="Redo">
        <RedoIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem />
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <IconButton aria-label="Underline">
        <FormatUnderlinedIcon />
      </IconButton>
      <Divider orientation="vertical" variant="middle" flexItem />
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Align centre">
        <FormatAlignCenterIcon />
      </IconButton>
    </Paper>
  );
}
