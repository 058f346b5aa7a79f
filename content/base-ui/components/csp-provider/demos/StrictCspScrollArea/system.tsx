import { CSPProvider } from '@base-ui/react/csp-provider';
import { ScrollArea } from '@base-ui/react/scroll-area';
import { styled } from '@mui/system';

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

const Root = styled(ScrollArea.Root)({
  boxSizing: 'border-box',
  width: 320,
  height: 168,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

// The rule Base UI would otherwise inject in an inline <style> tag.
const Viewport = styled(ScrollArea.Viewport)({
  height: '100%',
  borderRadius: 8,
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

const Content = styled(ScrollArea.Content)({
  paddingBlock: 4,
  paddingInline: '14px 20px',
});

const Note = styled('p')({ margin: '8px 0', lineHeight: 1.5 });

const Version = styled('span')({ fontWeight: 600 });

const Scrollbar = styled(ScrollArea.Scrollbar)({
  display: 'flex',
  justifyContent: 'center',
  width: 6,
  margin: '6px 4px',
  borderRadius: 3,
  background: 'var(--mui-palette-action-hover)',
});

const Thumb = styled(ScrollArea.Thumb)({
  width: '100%',
  borderRadius: 3,
  background: 'var(--mui-palette-text-secondary)',
});

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
