import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';

const workspaces = ['Northwind Design', 'Harbor Goods', 'Riverside Clinic'];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function InvertedColorsDrawer({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState(workspaces[0]);
  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        {current}
      </Button>
      {/* variant, color and invertedColors style the drawer's content slot. */}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        variant="solid"
        color="primary"
        invertedColors
        size="sm"
        container={window ? () => window().document.body : undefined}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Switch workspace</DialogTitle>
        <List sx={{ flex: 'none', px: 1, '--ListItem-radius': '6px' }}>
          {workspaces.map((name) => (
            <ListItem key={name}>
              {/* Inverted, a selected plain row is too faint: the current one is solid. */}
              <ListItemButton
                variant={name === current ? 'solid' : 'plain'}
                aria-current={name === current ? 'true' : undefined}
                onClick={() => {
                  setCurrent(name);
                  setOpen(false);
                }}
              >
                <ListItemDecorator>
                  <WorkspacesIcon />
                </ListItemDecorator>
                <ListItemContent>{name}</ListItemContent>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button
          variant="outlined"
          startDecorator={<AddIcon />}
          sx={{ m: 1.5, mt: 'auto' }}
        >
          New workspace
        </Button>
      </Drawer>
    </React.Fragment>
  );
}
