import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const workspaces = [
  { name: 'Northwind Freight', plan: 'Business plan, 48 members', initials: 'NF' },
  { name: 'Harbour Café', plan: 'Starter plan, 6 members', initials: 'HC' },
  { name: 'Riverside Clinic', plan: 'Business plan, 21 members', initials: 'RC' },
];

export default function CustomizedList() {
  const [current, setCurrent] = React.useState('Northwind Freight');
  return (
    <Sheet variant="outlined" sx={{ width: 320, borderRadius: 'lg' }}>
      <List
        aria-label="Switch workspace"
        sx={{
          '--List-padding': '6px',
          '--List-gap': '4px',
          '--ListItem-minHeight': '3.5rem',
          '--ListItemDecorator-size': '3rem',
          '--ListItem-paddingX': '10px',
        }}
      >
        {workspaces.map((workspace) => (
          <ListItem key={workspace.name}>
            <ListItemButton
              selected={current === workspace.name}
              aria-current={current === workspace.name ? 'true' : undefined}
              onClick={() => setCurrent(workspace.name)}
            >
              <ListItemDecorator>
                <Avatar variant="soft" color="primary" sx={{ borderRadius: 'md' }}>
                  {workspace.initials}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{workspace.name}</Typography>
                <Typography level="body-xs">{workspace.plan}</Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
