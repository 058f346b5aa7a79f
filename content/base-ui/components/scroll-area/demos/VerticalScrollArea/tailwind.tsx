import { ScrollArea } from '@base-ui/react/scroll-area';

const books = [
  { title: 'Pride and Prejudice', author: 'Jane Austen' },
  { title: 'Moby-Dick', author: 'Herman Melville' },
  { title: 'Middlemarch', author: 'George Eliot' },
  { title: 'Great Expectations', author: 'Charles Dickens' },
  { title: 'Anna Karenina', author: 'Leo Tolstoy' },
  { title: 'Jane Eyre', author: 'Charlotte Brontë' },
  { title: 'Don Quixote', author: 'Miguel de Cervantes' },
  { title: 'Crime and Punishment', author: 'Fyodor Dostoevsky' },
  { title: 'Wuthering Heights', author: 'Emily Brontë' },
  { title: 'Madame Bovary', author: 'Gustave Flaubert' },
  { title: 'Frankenstein', author: 'Mary Shelley' },
  { title: 'Little Women', author: 'Louisa May Alcott' },
];

export default function VerticalScrollArea() {
  return (
    <ScrollArea.Root className="h-60 w-70 rounded-theme border border-solid border-divider text-[0.875rem]">
      <ScrollArea.Viewport className="h-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary">
        <ScrollArea.Content className="px-4 py-1">
          {books.map((book) => (
            <div
              key={book.title}
              className="border-0 border-b border-solid border-divider py-2 last:border-b-0"
            >
              <div className="font-medium text-fg">{book.title}</div>
              <div className="text-fg-muted">{book.author}</div>
            </div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      {/* Shown while the pointer is over the area or while it scrolls. */}
      <ScrollArea.Scrollbar className="flex w-2.5 p-0.5 opacity-0 transition-opacity duration-150 data-[hovering]:opacity-100 data-[scrolling]:opacity-100">
        <ScrollArea.Thumb className="w-full rounded-[3px] bg-control-strong" />
      </ScrollArea.Scrollbar>
    </ScrollArea.Root>
  );
}
