import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const books = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', price: 12 },
  { title: 'Beloved', author: 'Toni Morrison', price: 14 },
  { title: 'The Remains of the Day', author: 'Kazuo Ishiguro', price: 11 },
  { title: 'Things Fall Apart', author: 'Chinua Achebe', price: 10 },
  { title: 'Invisible Cities', author: 'Italo Calvino', price: 13 },
  { title: 'The Master and Margarita', author: 'Mikhail Bulgakov', price: 15 },
];

export default function CheckoutBar() {
  const [cart, setCart] = React.useState<string[]>([]);
  const [added, setAdded] = React.useState<string | null>(null);

  return (
    <>
      <List sx={{ pb: 10 }}>
        {books.map((book) => (
          <ListItem
            key={book.title}
            secondaryAction={
              <Button
                size="small"
                aria-label={`Add ${book.title} to the basket`}
                onClick={() => {
                  setCart((titles) => [...titles, book.title]);
                  setAdded(book.title);
                }}
              >
                Add
              </Button>
            }
          >
            <ListItemText
              primary={book.title}
              secondary={`${book.author} · £${book.price}`}
            />
          </ListItem>
        ))}
      </List>
      <AppBar
        component="div"
        position="fixed"
        color="default"
        sx={{ top: 'auto', bottom: 0 }}
      >
        <Toolbar>
          <Typography sx={{ flexGrow: 1 }}>
            {cart.length === 0
              ? 'Your basket is empty'
              : `${cart.length} in your basket`}
          </Typography>
          <Button variant="contained" disabled={cart.length === 0}>
            Check out
          </Button>
        </Toolbar>
      </AppBar>
      <Snackbar
        open={added !== null}
        autoHideDuration={4000}
        onClose={() => setAdded(null)}
        message={added ? `Added ${added}` : ''}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      />
    </>
  );
}
