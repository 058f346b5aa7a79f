import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

function FolderIcon() {
  return (
    <SvgIcon>
      <path d="M10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8z" />
    </SvgIcon>
  );
}

const groups = [
  { title: 'Projects', folders: ['Website redesign', 'Mobile app'] },
  { title: 'Archive', folders: ['2024 campaigns', 'Old contracts'] },
];
const sizes = ['sm', 'md', 'lg'] as const;
type Size = (typeof sizes)[number];

export default function AutomaticAdjustmentNestedList() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="List size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
      >
        {sizes.map((item) => (
          <Radio key={item} value={item} label={`size="${item}"`} />
        ))}
      </RadioGroup>
      <Sheet variant="outlined" sx={{ width: 280, borderRadius: 'sm' }}>
        {/* Only the outer list has a size; the nested lists inherit its variables. */}
        <List
          size={size}
          aria-label="Folders"
          sx={{ '--List-nestedInsetStart': '1rem' }}
        >
          {groups.map((group) => (
            <ListItem key={group.title} nested>
              <ListSubheader>{group.title}</ListSubheader>
              <List>
                {group.folders.map((folder) => (
                  <ListItem key={folder}>
                    <ListItemButton>
                      <ListItemDecorator>
                        <FolderIcon />
                      </ListItemDecorator>
                      {folder}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </ListItem>
          ))}
        </List>
      </Sheet>
    </Stack>
  );
}
