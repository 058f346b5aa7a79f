import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ width: 340, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-lg">Weekly design review</Typography>
        <Typography level="body-sm" startDecorator={<CalendarMonth />}>
          Thursday, 14:00–15:00 · Room 4B
        </Typography>
      </CardContent>
      <Typography>
        Walk through the new onboarding screens and agree on the empty states before
        the handoff to engineering.
      </Typography>
    </Card>
  );
}
