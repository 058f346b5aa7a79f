import { ScrollArea } from '@base-ui/react/scroll-area';
import { styled } from '@mui/system';

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

const Root = styled(ScrollArea.Root)({
  width: 280,
  height: 240,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  fontSize: '0.875rem',
});

const Viewport = styled(ScrollArea.Viewport)({
  height: '100%',
  borderRadius: 'inherit',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

const Content = styled(ScrollArea.Content)({ padding: '4px 16px' });

const Book = styled('div')({
  paddingBlock: 8,
  borderBottom: '1px solid var(--mui-palette-divider)',
  '&:last-child': { borderBottom: 0 },
});

const Title = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontWeight: 500,
});

const Author = styled('div')({ color: 'var(--mui-palette-text-secondary)' });

// Shown while the pointer is over the area or while it scrolls.
const Scrollbar = styled(ScrollArea.Scrollbar)({
  display: 'flex',
  width: 10,
  padding: 2,
  opacity: 0,
  transition: 'opacity 150ms',
  '&[data-hovering], &[data-scrolling]': { opacity: 1 },
});

const Thumb = styled(ScrollArea.Thumb)({
  width: '100%',
  borderRadius: 3,
  background: 'var(--mui-palette-grey-500)',
});

export default function VerticalScrollArea() {
  return (
    <Root>
      <Viewport>
        <Content>
          {books.map((book) => (
            <Book key={book.title}>
              <Title>{book.title}</Title>
              <Author>{book.author}</Author>
            </Book>
          ))}
        </Content>
      </Viewport>
      <Scrollbar>
        <Thumb />
      </Scrollbar>
    </Root>
  );
}
