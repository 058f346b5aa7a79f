import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ButtonFlexGroup() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 420 }}>
      <Typography id="invite-title" level="title-md">
        Quarterly planning
      </Typography>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        Thursday 10:00–11:30, Room 4B
      </Typography>
      <ButtonGroup buttonFlex={1} aria-labelledby="invite-title">
        <Button>Decline</Button>
        <Button>Propose time</Button>
        <Button variant="solid" color="primary">
          Accept
        </Button>
      </ButtonGroup>
    </Sheet>
  );
}
