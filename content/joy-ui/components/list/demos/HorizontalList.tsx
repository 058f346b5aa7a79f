import * as React from 'react';
import HomeIcon from '@mui/icons-material/Home';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

const sections = ['Products', 'Pricing', 'Customers'];

export default function HorizontalList() {
  const [current, setCurrent] = React.useState('Home');
  const itemProps = (name: string) => ({
    selected: current === name,
    'aria-current': current === name ? ('true' as const) : undefined,
    onClick: () => setCurrent(name),
  });
  return (
    <List
      orientation="horizontal"
      aria-label="Site sections"
      variant="outlined"
      sx={{ borderRadius: 'sm', overflowX: 'auto' }}
    >
      <ListItem>
        <ListItemButton {...itemProps('Home')}>
          <ListItemDecorator>
            <HomeIcon />
          </ListItemDecorator>
          Home
        </ListItemButton>
      </ListItem>
      <ListDivider aria-hidden="true" />
      {sections.map((name) => (
        <ListItem key={name}>
          <ListItemButton {...itemProps(name)}>{name}</ListItemButton>
        </ListItem>
      ))}
      <ListItem sx={{ marginInlineStart: 'auto' }}>
        <ListItemButton {...itemProps('Sign in')}>Sign in</ListItemButton>
      </ListItem>
    </List>
  );
}
