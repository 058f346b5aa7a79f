import { ScrollArea } from '@base-ui/react/scroll-area';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Root = styled(ScrollArea.Root)(({ theme }) => ({
  width: 280,
  height: 240,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  fontSize: theme.typography.body2.fontSize,
}));

const Viewport = styled(ScrollArea.Viewport)(({ theme }) => ({
  height: '100%',
  borderRadius: 'inherit',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Content = styled(ScrollArea.Content)(({ theme }) => ({
  padding: theme.spacing(0.5, 2),
}));

const Book = styled('div')(({ theme }) => ({
  paddingBlock: theme.spacing(1),
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '&:last-child': { borderBottom: 0 },
}));

const Title = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Author = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

// Shown while the pointer is over the area or while it scrolls.
const Scrollbar = styled(ScrollArea.Scrollbar)(({ theme }) => ({
  display: 'flex',
  width: 10,
  padding: 2,
  opacity: 0,
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-hovering], &[data-scrolling]': { opacity: 1 },
}));

const Thumb = styled(ScrollArea.Thumb)(({ theme }) => ({
  width: '100%',
  borderRadius: 3,
  background: theme.vars.palette.grey[500],
}));

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
