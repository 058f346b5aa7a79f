import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function ProfileCard() {
  return (
    <Card
      sx={{
        width: 300,
        maxWidth: '100%',
        alignItems: 'center',
        textAlign: 'center',
      }}
    >
      <Avatar
        src="/static/images/avatars/grace.svg"
        alt="Grace Mensah"
        sx={{ '--Avatar-size': '5rem' }}
      />
      <Chip size="sm" variant="soft" color="primary">
        Design lead
      </Chip>
      <CardContent>
        <Typography level="title-lg">Grace Mensah</Typography>
        <Typography level="body-sm">
          Runs the design system team from Accra and pairs with product squads in
          Lisbon and Berlin.
        </Typography>
      </CardContent>
      <CardOverflow variant="soft">
        <CardActions buttonFlex="1">
          <Button variant="outlined" color="neutral">
            Message
          </Button>
          <Button>Follow</Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}
