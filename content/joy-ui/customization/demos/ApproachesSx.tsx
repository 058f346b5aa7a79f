import Button, { buttonClasses } from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';

export default function ApproachesSx() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <Typography level="title-lg">Team plan</Typography>
      <Typography level="body-sm">
        Shared workspaces, audit logs and priority support for up to 50 people.
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {/* Only this button is restyled: the change lives on the element. */}
        <Button
          endDecorator={<ArrowForward />}
          sx={{
            borderRadius: 'xl',
            px: 2.5,
            fontWeight: 'xl',
            boxShadow: 'sm',
            '&:hover': { boxShadow: 'md' },
            [`& .${buttonClasses.endDecorator}`]: { '--Icon-fontSize': '1rem' },
          }}
        >
          Start free trial
        </Button>
        <Button variant="plain" color="neutral">
          Compare plans
        </Button>
      </Stack>
    </Card>
  );
}
