import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';

export default function ButtonGroupDividers() {
  return (
    <ButtonGroup variant="soft" aria-label="Editor toolbar">
      <IconButton aria-label="Undo">
        <Undo />
      </IconButton>
      <IconButton aria-label="Redo">
        <Redo />
      </IconButton>
      <Divider />
      <IconButton aria-label="Cut">
        <ContentCut />
      </IconButton>
      <IconButton aria-label="Copy">
        <ContentCopy />
      </IconButton>
      <IconButton aria-label="Paste">
        <ContentPaste />
      </IconButton>
    </ButtonGroup>
  );
}
