import { CSPProvider } from '@base-ui/react/csp-provider';
import { ScrollArea } from '@base-ui/react/scroll-area';
import classes from './css.module.css';

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

export default function StrictCspScrollArea() {
  return (
    <CSPProvider disableStyleElements>
      <ScrollArea.Root className={classes.root}>
        <ScrollArea.Viewport
          role="region"
          aria-label="Release notes"
          className={classes.viewport}
        >
          <ScrollArea.Content className={classes.content}>
            {notes.map((note) => (
              <p key={note.version} className={classes.note}>
                <span className={classes.version}>{note.version}</span> {note.text}
              </p>
            ))}
          </ScrollArea.Content>
        </ScrollArea.Viewport>
        <ScrollArea.Scrollbar className={classes.scrollbar}>
          <ScrollArea.Thumb className={classes.thumb} />
        </ScrollArea.Scrollbar>
      </ScrollArea.Root>
    </CSPProvider>
  );
}
