import { Toggle } from '@base-ui/react/toggle';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import { styled } from '@mui/system';

const Group = styled('div')({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
});

const FormatToggle = styled(Toggle)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  margin: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-pressed]': {
    background: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-contrastText)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

export default function AccessibleFormatToggles() {
  return (
    <Group role="group" aria-label="Text formatting">
      <FormatToggle aria-label="Bold" defaultPressed>
        <FormatBoldIcon fontSize="small" />
      </FormatToggle>
      <FormatToggle aria-label="Italic">
        <FormatItalicIcon fontSize="small" />
      </FormatToggle>
      <FormatToggle aria-label="Underline">
        <FormatUnderlinedIcon fontSize="small" />
      </FormatToggle>
    </Group>
  );
}
