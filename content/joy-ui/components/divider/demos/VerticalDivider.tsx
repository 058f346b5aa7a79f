import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Link from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';

export default function VerticalDivider() {
  return (
    <Sheet
      variant="outlined"
      role="group"
      aria-label="Formatting"
      sx={{ display: 'inline-flex', gap: 0.5, p: 0.5, borderRadius: 'md' }}
    >
      <IconButton size="sm" aria-label="Undo">
        <Undo />
      </IconButton>
      <IconButton size="sm" aria-label="Redo">
        <Redo />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton size="sm" aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton size="sm" aria-label="Italic">
        <FormatItalic />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton size="sm" aria-label="Insert link">
        <Link />
      </IconButton>
    </Sheet>
  );
}
