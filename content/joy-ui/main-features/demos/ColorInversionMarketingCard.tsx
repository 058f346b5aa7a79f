import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const features = [
  'Unlimited pipelines',
  'Shared inbox for the whole team',
  'Priority support within 4 hours',
];

export default function ColorInversionMarketingCard() {
  return (
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ width: 340, maxWidth: '100%', boxShadow: 'lg' }}
    >
      <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Save 20% yearly
      </Chip>
      <Typography level="h3" component="h3">
        Harbor Team
      </Typography>
      <Typography level="h2" component="p">
        $96{' '}
        <Typography level="body-md" textColor="inherit">
          per seat, per year
        </Typography>
      </Typography>
      <List size="sm" aria-label="Included in Harbor Team">
        {features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <CheckIcon />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <CardActions>
        <Button>Start free trial</Button>
        <Button variant="plain">Compare plans</Button>
      </CardActions>
    </Card>
  );
}
