import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const days = [
  { day: 'Today', events: ['Stand-up, 9:30', 'Design review, 14:00'] },
  { day: 'Tomorrow', events: ['Quarterly planning, 10:00'] },
];

export default function DividerTextPosition() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      {days.map(({ day, events }) => (
        <Stack key={day} spacing={1}>
          <Divider role="presentation" sx={{ '--Divider-childPosition': '0%' }}>
            <Typography level="title-sm" component="h3">
              {day}
            </Typography>
          </Divider>
          {events.map((event) => (
            <Typography key={event} level="body-sm">
              {event}
            </Typography>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
