import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardActionsButtons() {
  return (
    <Card sx={{ width: 340, maxWidth: '100%' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
        <Avatar src="/static/images/avatars/farid.svg" alt="Farid Haddad" />
        <div>
          <Typography level="title-md">Farid Haddad invited you</Typography>
          <Typography level="body-sm">Join the Mobile Payments workspace</Typography>
        </div>
      </CardContent>
      <CardActions buttonFlex="1">
        <Button variant="outlined" color="neutral">
          Decline
        </Button>
        <Button>Join workspace</Button>
      </CardActions>
    </Card>
  );
}
