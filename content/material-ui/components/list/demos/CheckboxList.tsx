import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const groceries = ['Oat milk', 'Sourdough loaf', 'Cherry tomatoes', 'Basil'];

export default function CheckboxList() {
  const [checked, setChecked] = React.useState<string[]>(['Basil']);

  const toggle = (item: string) => {
    setChecked((current) =>
      current.includes(item)
        ? current.filter((value) => value !== item)
        : [...current, item],
    );
  };

  return (
    <List dense aria-label="Shopping list" sx={{ width: '100%', maxWidth: 320 }}>
      {groceries.map((item) => {
        const inputId = `checkbox-list-${item.replace(/\s/g, '-')}`;
        return (
          <ListItem key={item}>
            <ListItemIcon>
              <Checkbox
                edge="start"
                checked={checked.includes(item)}
                onChange={() => toggle(item)}
                slotProps={{ input: { id: inputId } }}
              />
            </ListItemIcon>
            <ListItemText
              primary={
                // A native label: clicking the text toggles the checkbox too.
                <label htmlFor={inputId} style={{ cursor: 'pointer' }}>
                  {item}
                </label>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
