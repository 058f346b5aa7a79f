import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
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
    <List aria-label="Shopping list" sx={{ width: '100%', maxWidth: 320 }}>
      {groceries.map((item) => {
        const labelId = `checkbox-list-${item.replace(/\s/g, '-')}`;
        return (
          <ListItem key={item} disablePadding>
            <ListItemButton dense onClick={() => toggle(item)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={checked.includes(item)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={item} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
