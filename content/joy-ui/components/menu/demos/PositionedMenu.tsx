import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function PositionedMenu() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        borderRadius: 'sm',
        maxWidth: 400,
      }}
    >
      <div style={{ flex: 1 }}>
        <Typography level="title-sm">Weekly sales digest</Typography>
        <Typography level="body-sm">Sent every Monday at 9:00</Typography>
      </div>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'plain', color: 'neutral' } }}
          aria-label="Options for Weekly sales digest"
        >
          <MoreHoriz />
        </MenuButton>
        {/* The menu's end edge lines up with the button's, so it stays inside the card. */}
        <Menu placement="bottom-end">
          <MenuItem>Edit schedule</MenuItem>
          <MenuItem>Send now</MenuItem>
          <MenuItem>Pause</MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
