import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Send from '@mui/icons-material/Send';

export default function RightToLeftMessage() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src="/static/images/avatars/grace.svg" alt="Amira Haddad" />
        <div>
          <Typography level="title-sm">Amira Haddad</Typography>
          <Typography level="body-xs">Order #4821</Typography>
        </div>
        {/* Pushed to the end of the line: the right in LTR, the left in RTL. */}
        <Typography level="body-xs" sx={{ marginInlineStart: 'auto' }}>
          09:42
        </Typography>
      </Stack>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          // Logical properties: the bar sits where the text starts.
          borderInlineStart: '3px solid',
          borderColor: 'primary.outlinedBorder',
          paddingInlineStart: 1.5,
          textAlign: 'start',
        }}
      >
        The parcel arrived today, but the charger is missing from the box.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="plain" color="neutral">
          Mark as resolved
        </Button>
        <Button
          endDecorator={<Send />}
          // The send arrow points the way the text reads.
          sx={{ '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } }}
        >
          Reply
        </Button>
      </Stack>
    </Card>
  );
}
