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
    <ScrollArea.Root className="h-60 w-70 rounded-lg border border-solid border-gray-200 text-[0.875rem] dark:border-gray-700">
      <ScrollArea.Viewport className="h-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400">
        <ScrollArea.Content className="px-4 py-1">
          {books.map((book) => (
            <div
              key={book.title}
              className="border-0 border-b border-solid border-gray-200 py-2 last:border-b-0 dark:border-gray-700"
            >
              <div className="font-medium text-gray-900 dark:text-gray-100">
                {book.title}
              </div>
              <div className="text-gray-600 dark:text-gray-400">{book.author}</div>
            </div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      {/* Shown while the pointer is over the area or while it scrolls. */}
      <ScrollArea.Scrollbar className="flex w-2.5 p-0.5 opacity-0 transition-opacity duration-150 data-[hovering]:opacity-100 data-[scrolling]:opacity-100">
        <ScrollArea.Thumb className="w-full rounded-[3px] bg-gray-500" />
      </ScrollArea.Scrollbar>
    </ScrollArea.Root>
  );
}
