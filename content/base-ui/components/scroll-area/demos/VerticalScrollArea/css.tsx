import { ScrollArea } from '@base-ui/react/scroll-area';
import classes from './css.module.css';

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
    <ScrollArea.Root className={classes.root}>
      <ScrollArea.Viewport className={classes.viewport}>
        <ScrollArea.Content className={classes.content}>
          {books.map((book) => (
            <div key={book.title} className={classes.book}>
              <div className={classes.title}>{book.title}</div>
              <div className={classes.author}>{book.author}</div>
            </div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar className={classes.scrollbar}>
        <ScrollArea.Thumb className={classes.thumb} />
      </ScrollArea.Scrollbar>
    </ScrollArea.Root>
  );
}
