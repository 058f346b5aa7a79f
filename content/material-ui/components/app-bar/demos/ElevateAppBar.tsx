import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const books = [
  { title: 'Middlemarch', author: 'George Eliot' },
  { title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez' },
  { title: 'Things Fall Apart', author: 'Chinua Achebe' },
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { title: 'Beloved', author: 'Toni Morrison' },
  { title: 'The Leopard', author: 'Giuseppe Tomasi di Lampedusa' },
  { title: 'Never Let Me Go', author: 'Kazuo Ishiguro' },
  { title: 'The Master and Margarita', author: 'Mikhail Bulgakov' },
  { title: 'Wide Sargasso Sea', author: 'Jean Rhys' },
  { title: 'The Remains of the Day', author: 'Kazuo Ishiguro' },
  { title: 'Season of Migration to the North', author: 'Tayeb Salih' },
  { title: 'Persuasion', author: 'Jane Austen' },
];

interface Props {
  /** The window the demo lives in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function ElevateAppBar({ window }: Props) {
  // true as soon as the page is scrolled at all, false only back at the very top.
  const trigger = useScrollTrigger({
    disableHysteresis: true,
    threshold: 0,
    target: window ? window() : undefined,
  });

  return (
    <Box>
      <AppBar elevation={trigger ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Reading list
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <List>
        {books.map((book) => (
          <ListItem key={book.title}>
            <ListItemText primary={book.title} secondary={book.author} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
