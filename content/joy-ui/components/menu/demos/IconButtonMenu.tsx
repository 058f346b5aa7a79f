import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import MoreVert from '@mui/icons-material/MoreVert';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

export default function IconButtonMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'outlined', color: 'neutral' } }}
        aria-label="More actions for Q3 budget.xlsx"
      >
        <MoreVert />
      </MenuButton>
      <Menu>
        <MenuItem>
          <ListItemDecorator>
            <Edit />
          </ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopy />
          </ListItemDecorator>
          Make a copy
        </MenuItem>
        <MenuItem color="danger">
          <ListItemDecorator>
            <Delete />
          </ListItemDecorator>
          Move to trash
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
