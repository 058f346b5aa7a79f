import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { styled } from '@mui/system';

const Editor = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  width: '100%',
  maxWidth: 320,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Group = styled(ToggleGroup)({
  display: 'inline-flex',
  gap: 2,
  padding: 2,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
});

const FormatToggle = styled(Toggle)({
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  fontFamily: 'Georgia, serif',
  fontSize: '1rem',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-pressed]': {
    background: 'var(--mui-palette-action-selected)',
    color: 'var(--mui-palette-text-primary)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 0,
  },
});

const Preview = styled('div')({
  alignSelf: 'stretch',
  padding: '12px 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
});

export default function TextFormattingGroup() {
  const [formats, setFormats] = React.useState(['bold']);

  return (
    <Editor>
      <Group
        multiple
        aria-label="Text formatting"
        value={formats}
        onValueChange={setFormats}
      >
        <FormatToggle value="bold" aria-label="Bold">
          <b>B</b>
        </FormatToggle>
        <FormatToggle value="italic" aria-label="Italic">
          <i>I</i>
        </FormatToggle>
        <FormatToggle value="underline" aria-label="Underline">
          <u>U</u>
        </FormatToggle>
      </Group>
      <Preview
        style={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Early-bird tickets sell out on Friday.
      </Preview>
    </Editor>
  );
}
