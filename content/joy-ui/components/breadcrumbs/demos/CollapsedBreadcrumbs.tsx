import * as React from 'react';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const folders = ['My drive', 'Clients', 'Northwind', '2025', 'Invoices', 'March'];

export default function CollapsedBreadcrumbs() {
  const [depth, setDepth] = React.useState(folders.length);
  const parents = folders.slice(0, depth - 1);
  // With more than three parents, keep the first and the last; the rest go into a menu.
  const collapsed = parents.length > 3;
  const hidden = collapsed ? parents.slice(1, -1) : [];
  const shown = collapsed ? [parents.slice(0, 1), parents.slice(-1)] : [parents, []];
  const open = (name: string) => setDepth(folders.indexOf(name) + 1);

  const folderLink = (name: string) => (
    <Link
      key={name}
      component="button"
      type="button"
      color="neutral"
      onClick={() => open(name)}
    >
      {name}
    </Link>
  );

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Breadcrumbs aria-label="Folder path">
        {shown[0]?.map(folderLink)}
        {collapsed && (
          <Dropdown>
            <MenuButton
              slots={{ root: IconButton }}
              slotProps={{
                root: { size: 'sm', variant: 'plain', color: 'neutral' },
              }}
              aria-label={`Show ${hidden.length} more folders`}
            >
              <MoreHoriz />
            </MenuButton>
            <Menu size="sm" placement="bottom-start">
              {hidden.map((name) => (
                <MenuItem key={name} onClick={() => open(name)}>
                  {name}
                </MenuItem>
              ))}
            </Menu>
          </Dropdown>
        )}
        {shown[1]?.map(folderLink)}
        <Typography aria-current="page">{folders[depth - 1]}</Typography>
      </Breadcrumbs>
      {depth < folders.length && (
        <Button size="sm" variant="soft" onClick={() => setDepth(depth + 1)}>
          Open “{folders[depth]}”
        </Button>
      )}
    </Stack>
  );
}
