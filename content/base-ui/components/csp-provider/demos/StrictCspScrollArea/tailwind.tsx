import { CSPProvider } from '@base-ui/react/csp-provider';
import { ScrollArea } from '@base-ui/react/scroll-area';

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
      <ScrollArea.Root className="box-border h-[168px] w-80 rounded-theme border border-divider text-sm text-fg">
        {/* The scrollbar-hiding rule Base UI would otherwise inject in a <style> tag. */}
        <ScrollArea.Viewport
          role="region"
          aria-label="Release notes"
          className="h-full rounded-theme [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary [&::-webkit-scrollbar]:hidden"
        >
          <ScrollArea.Content className="ps-3.5 pe-5 py-1">
            {notes.map((note) => (
              <p key={note.version} className="my-2 leading-normal">
                <span className="font-semibold">{note.version}</span> {note.text}
              </p>
            ))}
          </ScrollArea.Content>
        </ScrollArea.Viewport>
        <ScrollArea.Scrollbar className="mx-1 my-1.5 flex w-1.5 justify-center rounded-[3px] bg-hover">
          <ScrollArea.Thumb className="w-full rounded-[3px] bg-fg-muted" />
        </ScrollArea.Scrollbar>
      </ScrollArea.Root>
    </CSPProvider>
  );
}
