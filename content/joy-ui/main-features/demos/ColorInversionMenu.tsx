import ShareIcon from '@mui/icons-material/Share';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ColorInversionMenu() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 'md',
      }}
    >
      <Typography level="title-md" component="p" sx={{ marginInlineEnd: 'auto' }}>
        Q3 pipeline review
      </Typography>
      <Dropdown>
        <MenuButton size="sm" startDecorator={<ShareIcon />}>
          Share
        </MenuButton>
        {/* The menu opens in a portal, outside the sheet: it inverts its own colours. */}
        <Menu variant="solid" color="primary" invertedColors placement="bottom-end">
          <MenuItem>Copy link</MenuItem>
          <MenuItem>Invite teammates</MenuItem>
          <MenuItem>Export as PDF</MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
