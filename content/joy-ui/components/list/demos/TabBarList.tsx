import * as React from 'react';
import ExploreIcon from '@mui/icons-material/Explore';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';

const tabs = [
  { label: 'Home', icon: <HomeIcon /> },
  { label: 'Explore', icon: <ExploreIcon /> },
  { label: 'Basket', icon: <ShoppingCartIcon /> },
  { label: 'Account', icon: <PersonIcon /> },
];

export default function TabBarList() {
  const [current, setCurrent] = React.useState('Home');
  return (
    <Sheet variant="outlined" sx={{ width: 340, borderRadius: 'lg', p: 0.5 }}>
      <List
        orientation="horizontal"
        size="sm"
        aria-label="App sections"
        sx={{ '--List-gap': '4px', '--ListItem-radius': '8px' }}
      >
        {tabs.map((tab) => (
          <ListItem key={tab.label} sx={{ flex: 1 }}>
            <ListItemButton
              orientation="vertical"
              selected={current === tab.label}
              color={current === tab.label ? 'primary' : 'neutral'}
              variant={current === tab.label ? 'soft' : 'plain'}
              aria-current={current === tab.label ? 'true' : undefined}
              onClick={() => setCurrent(tab.label)}
            >
              <ListItemDecorator>{tab.icon}</ListItemDecorator>
              {tab.label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
