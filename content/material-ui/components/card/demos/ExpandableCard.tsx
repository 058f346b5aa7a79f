import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

const steps = [
  'Start at the car park by the harbour and follow the signs for the coast path.',
  'After the second stile, keep left along the cliff edge to the lighthouse.',
  'Return through the dunes and the village, where the café is open until 6 pm.',
];

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardHeader
        avatar={<Avatar alt="Elena" src="/static/images/avatars/elena.svg" />}
        action={
          <IconButton aria-label="Options for Lighthouse cliff walk">
            <MoreVertIcon />
          </IconButton>
        }
        title="Lighthouse cliff walk"
        subheader="8 km · about 3 hours"
      />
      <CardMedia
        component="img"
        height="194"
        image="/static/images/scenes/coast.svg"
        alt="Sandy beach and a cliff with a red-and-white lighthouse above the sea"
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A circular walk along the cliffs, with a steep climb at the start and wide
          views of the bay the rest of the way.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Add to favourites">
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          aria-label="Show route"
          aria-expanded={expanded}
          aria-controls="cliff-walk-route"
          onClick={() => setExpanded(!expanded)}
          sx={{
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <CardContent id="cliff-walk-route">
          {steps.map((step, index) => (
            <Typography key={step} variant="body2" sx={{ mb: 1 }}>
              {index + 1}. {step}
            </Typography>
          ))}
        </CardContent>
      </Collapse>
    </Card>
  );
}
