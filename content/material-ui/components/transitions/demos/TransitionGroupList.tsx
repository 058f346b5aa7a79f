import * as React from 'react';
import { TransitionGroup } from 'react-transition-group';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import DeleteIcon from '@mui/icons-material/Delete';

const pantry = [
  'Oat milk',
  'Basmati rice',
  'Tinned tomatoes',
  'Coffee beans',
  'Lemons',
  'Feta',
];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(pantry.slice(0, 3));
  const next = pantry.find((item) => !items.includes(item));

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List dense aria-label="Shopping list">
        {/* component={null}: no wrapper element, so each Collapse <li> sits right in the <ul>. */}
        <TransitionGroup component={null}>
          {items.map((item) => (
            // The key tells TransitionGroup which item left, so that one plays its exit.
            <Collapse key={item} component="li">
              <ListItem
                component="div"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item}`}
                    onClick={() =>
                      setItems((list) => list.filter((entry) => entry !== item))
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={item} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
      <Button
        disabled={!next}
        onClick={() => next && setItems((list) => [...list, next])}
        sx={{ m: 1 }}
      >
        {next ? `Add ${next}` : 'Everything is on the list'}
      </Button>
    </Paper>
  );
}
