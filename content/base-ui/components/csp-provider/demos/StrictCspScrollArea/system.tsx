import { CSPProvider } from '@base-ui/react/csp-provider';
import { ScrollArea } from '@base-ui/react/scroll-area';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const notes = [
  { version: '3.2.0', text: 'Shared folders can be pinned to the sidebar.' },
  { version: '3.1.2', text: 'Fixes uploads that stalled at 99% on slow networks.' },
  { version: '3.1.0', text: 'Search now matches text inside PDF files.' },
  { version: '3.0.1', text: 'Dark mode follows the system setting on Windows.' },
  {
    version: '3.0.0',
    text: 'A new editor with offline drafts and version history.',
  },
  { version: '2.9.4', text: 'Faster start-up on phones with little free storage.' },
];

const Root = styled(ScrollArea.Root)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 320,
  height: 168,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

// The rule Base UI would otherwise inject in an inline <style> tag.
const Viewport = styled(ScrollArea.Viewport)(({ theme }) => ({
  height: '100%',
  borderRadius: theme.shape.borderRadius,
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Content = styled(ScrollArea.Content)(({ theme }) => ({
  paddingBlock: theme.spacing(0.5),
  paddingInline: theme.spacing(1.75, 2.5),
}));

const Note = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0),
  lineHeight: 1.5,
}));

const Version = styled('span')({ fontWeight: 600 });

const Scrollbar = styled(ScrollArea.Scrollbar)(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  width: 6,
  margin: theme.spacing(0.75, 0.5),
  borderRadius: 3,
  background: theme.vars.palette.action.hover,
}));

const Thumb = styled(ScrollArea.Thumb)(({ theme }) => ({
  width: '100%',
  borderRadius: 3,
  background: theme.vars.palette.text.secondary,
}));

export default function StrictCspScrollArea() {
  return (
    <CSPProvider disableStyleElements>
      <Root>
        <Viewport role="region" aria-label="Release notes">
          <Content>
            {notes.map((note) => (
              <Note key={note.version}>
                <Version>{note.version}</Version> {note.text}
              </Note>
            ))}
          </Content>
        </Viewport>
        <Scrollbar>
          <Thumb />
        </Scrollbar>
      </Root>
    </CSPProvider>
  );
}
