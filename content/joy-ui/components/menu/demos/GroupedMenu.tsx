import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const layouts = ['List', 'Board', 'Calendar'];
const fields = ['Assignee', 'Due date', 'Priority'];

export default function GroupedMenu() {
  const [layout, setLayout] = React.useState('Board');
  const [shown, setShown] = React.useState<string[]>(['Assignee', 'Priority']);
  const toggle = (field: string) =>
    setShown(
      shown.includes(field) ? shown.filter((f) => f !== field) : [...shown, field],
    );
  return (
    <Dropdown>
      <MenuButton>View options</MenuButton>
      <Menu sx={{ minWidth: 200 }}>
        <ListItem nested>
          <ListSubheader>Layout</ListSubheader>
          <List>
            {layouts.map((item) => (
              <MenuItem
                key={item}
                role="menuitemradio"
                aria-checked={item === layout}
                onClick={() => setLayout(item)}
              >
                <ListItemDecorator>{item === layout && <Check />}</ListItemDecorator>
                {item}
              </MenuItem>
            ))}
          </List>
        </ListItem>
        <ListDivider />
        <ListItem nested>
          <ListSubheader>Show on cards</ListSubheader>
          <List>
            {fields.map((field) => (
              <MenuItem
                key={field}
                role="menuitemcheckbox"
                aria-checked={shown.includes(field)}
                onClick={() => toggle(field)}
              >
                <ListItemDecorator>
                  {shown.includes(field) && <Check />}
                </ListItemDecorator>
                {field}
              </MenuItem>
            ))}
          </List>
        </ListItem>
      </Menu>
    </Dropdown>
  );
}
