import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsCard() {
  return (
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ width: 340, maxWidth: '100%' }}
    >
      <CardContent
        orientation="horizontal"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography level="title-md">Team storage</Typography>
        <Chip size="sm" variant="outlined">
          Pro plan
        </Chip>
      </CardContent>
      <Typography level="h2" component="p">
        82 GB{' '}
        <Typography level="body-md" component="span" textColor="inherit">
          of 100 GB used
        </Typography>
      </Typography>
      <LinearProgress determinate value={82} aria-label="Storage used" />
      <CardActions>
        <Button>Add storage</Button>
        <Button variant="plain">Review large files</Button>
      </CardActions>
    </Card>
  );
}
