import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Tooltip from '@mui/joy/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Link from '@mui/icons-material/Link';

const tools = [
  { label: 'Bold', shortcut: 'Ctrl+B', icon: <FormatBold /> },
  { label: 'Italic', shortcut: 'Ctrl+I', icon: <FormatItalic /> },
  { label: 'Underline', shortcut: 'Ctrl+U', icon: <FormatUnderlined /> },
  { label: 'Insert link', shortcut: 'Ctrl+K', icon: <Link /> },
];

export default function DelayTooltips() {
  return (
    <Sheet
      variant="outlined"
      role="group"
      aria-label="Text formatting"
      sx={{ display: 'inline-flex', gap: 0.5, p: 0.5, borderRadius: 'md' }}
    >
      {tools.map(({ label, shortcut, icon }) => (
        <Tooltip
          key={label}
          title={`${label} (${shortcut})`}
          enterDelay={600}
          enterNextDelay={50}
          leaveDelay={100}
          size="sm"
        >
          <IconButton size="sm" aria-label={label}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Sheet>
  );
}
