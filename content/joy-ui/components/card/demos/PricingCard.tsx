import Check from '@mui/icons-material/Check';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const features = [
  'Unlimited projects',
  'Up to 50 members',
  'Shared component library',
  'Priority email support',
];

export default function PricingCard() {
  return (
    <Card size="lg" sx={{ width: 320, maxWidth: '100%' }}>
      <Chip size="sm" variant="outlined" color="neutral">
        Team
      </Chip>
      <Typography level="h2" component="p">
        €12{' '}
        <Typography level="body-md" component="span">
          per member / month
        </Typography>
      </Typography>
      <Divider inset="none" />
      <List
        size="sm"
        aria-label="Included in Team"
        sx={{ mx: 'calc(-1 * var(--ListItem-paddingX))' }}
      >
        {features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <Check />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <Divider inset="none" />
      <CardActions>
        <Typography level="body-sm">Billed yearly</Typography>
        <Button sx={{ marginInlineStart: 'auto' }}>Start free trial</Button>
      </CardActions>
    </Card>
  );
}
