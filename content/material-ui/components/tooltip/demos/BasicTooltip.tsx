import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import RedoIcon from '@mui/icons-material/Redo';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import UndoIcon from '@mui/icons-material/Undo';

// The toolbar of a document editor. Each tooltip names its button and shows the
// keyboard shortcut; aria-keyshortcuts exposes the shortcut to assistive tech.
const actions = [
  { title: 'Undo (Ctrl+Z)', keys: 'Control+Z', icon: <UndoIcon /> },
  { title: 'Redo (Ctrl+Y)', keys: 'Control+Y', icon: <RedoIcon /> },
  { title: 'Insert link (Ctrl+K)', keys: 'Control+K', icon: <InsertLinkIcon /> },
];

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        <Tooltip key={action.keys} title={action.title}>
          <IconButton aria-keyshortcuts={action.keys}>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
