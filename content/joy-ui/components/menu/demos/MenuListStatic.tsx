import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';

export default function MenuListStatic() {
  return (
    <MenuList
      aria-label="Invoice actions"
      sx={{ maxWidth: 240, borderRadius: 'sm' }}
    >
      <MenuItem>
        <ListItemDecorator>
          <Download />
        </ListItemDecorator>
        Download PDF
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <Print />
        </ListItemDecorator>
        Print
      </MenuItem>
      <MenuItem>
        <ListItemDecorator>
          <Share />
        </ListItemDecorator>
        Share with accountant
      </MenuItem>
    </MenuList>
  );
}
