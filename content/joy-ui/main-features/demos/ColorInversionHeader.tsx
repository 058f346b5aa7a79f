import AddIcon from '@mui/icons-material/Add';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ColorInversionHeader() {
  return (
    <Sheet
      component="header"
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 'md',
      }}
    >
      <Typography level="title-lg" component="p" sx={{ marginInlineEnd: 'auto' }}>
        Harbor CRM
      </Typography>
      <Input
        size="sm"
        type="search"
        placeholder="Search contacts"
        aria-label="Search contacts"
        startDecorator={<SearchIcon />}
        sx={{ flexBasis: 220 }}
      />
      <Button size="sm" startDecorator={<AddIcon />}>
        New deal
      </Button>
      <IconButton aria-label="Notifications, 3 unread">
        <Badge badgeContent={3} size="sm">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Avatar size="sm" src="/static/images/avatars/grace.svg" alt="Grace Okafor" />
    </Sheet>
  );
}
