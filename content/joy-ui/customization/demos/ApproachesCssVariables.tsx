import { useState } from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Drafts from '@mui/icons-material/Drafts';
import Inbox from '@mui/icons-material/Inbox';
import Report from '@mui/icons-material/Report';
import Send from '@mui/icons-material/Send';

const folders = [
  { name: 'Inbox', icon: <Inbox /> },
  { name: 'Sent', icon: <Send /> },
  { name: 'Drafts', icon: <Drafts /> },
  { name: 'Spam', icon: <Report /> },
];

type Density = 'comfortable' | 'compact';

// Set on the List, these variables reach every row, decorator and icon inside it.
const compact = {
  '--ListItem-minHeight': '1.75rem',
  '--ListItem-paddingY': '0px',
  '--ListItemDecorator-size': '1.75rem',
  '--Icon-fontSize': '1rem',
  '--List-gap': '0px',
};

export default function ApproachesCssVariables() {
  const [density, setDensity] = useState<Density>('comfortable');
  return (
    <Stack spacing={2} sx={{ maxWidth: 280 }}>
      <ToggleButtonGroup
        size="sm"
        aria-label="List density"
        value={density}
        onChange={(_event, value) => value && setDensity(value)}
      >
        <Button value="comfortable">Comfortable</Button>
        <Button value="compact">Compact</Button>
      </ToggleButtonGroup>
      <List
        aria-label="Mail folders"
        sx={{ '--List-gap': '4px', ...(density === 'compact' && compact) }}
      >
        {folders.map((folder) => (
          <ListItem key={folder.name}>
            <ListItemButton>
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              {folder.name}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
