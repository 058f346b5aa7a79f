import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const notices = [
  {
    color: 'primary',
    title: 'New comment',
    text: 'Elena replied to your review of the Q3 roadmap.',
  },
  {
    color: 'neutral',
    title: 'Draft saved',
    text: 'Your changes to "Pricing page copy" were saved at 09:42.',
  },
  {
    color: 'success',
    title: 'Deploy finished',
    text: 'Version 2.14.0 is live in production.',
  },
  {
    color: 'warning',
    title: 'Storage almost full',
    text: 'You have used 9.1 GB of your 10 GB plan.',
  },
  {
    color: 'danger',
    title: 'Payment failed',
    text: 'The card ending in 4242 was declined.',
  },
] as const;

export default function CardColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {notices.map((notice) => (
        <Card key={notice.color} variant="soft" color={notice.color}>
          <Typography level="title-md">{notice.title}</Typography>
          <Typography level="body-sm">{notice.text}</Typography>
        </Card>
      ))}
    </Box>
  );
}
