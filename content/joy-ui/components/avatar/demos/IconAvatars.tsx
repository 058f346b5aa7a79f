import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import LocalShipping from '@mui/icons-material/LocalShipping';
import WarningAmber from '@mui/icons-material/WarningAmber';

const events = [
  { icon: <LocalShipping />, color: 'primary', text: 'Order #4821 shipped' },
  { icon: <CalendarMonth />, color: 'success', text: 'Review booked for Tuesday' },
  { icon: <WarningAmber />, color: 'warning', text: 'Card expires next month' },
] as const;

export default function IconAvatars() {
  return (
    <Stack spacing={1.5}>
      {events.map(({ icon, color, text }) => (
        <Stack
          key={text}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Avatar size="sm" color={color}>
            {icon}
          </Avatar>
          <Typography level="body-sm">{text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
