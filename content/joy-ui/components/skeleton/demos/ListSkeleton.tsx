import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const comments = [
  {
    name: 'Ada Okafor',
    avatar: 'ada',
    text: 'Can we move the launch review to Friday?',
  },
  {
    name: 'Ben Walsh',
    avatar: 'ben',
    text: 'Friday works. I’ll update the invite.',
  },
  {
    name: 'Chloé Martin',
    avatar: 'chloe',
    text: 'Adding the new pricing slides tonight.',
  },
];

export default function ListSkeleton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <div>
      <Typography
        component="label"
        endDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      >
        Loading
      </Typography>
      <List
        aria-label="Comments"
        aria-busy={loading}
        sx={{ maxWidth: 420, '--ListItemDecorator-size': '56px' }}
      >
        {comments.map((comment) => (
          <ListItem key={comment.name}>
            <ListItemDecorator>
              <Skeleton loading={loading} variant="circular" width={40} height={40}>
                <Avatar
                  src={`/static/images/avatars/${comment.avatar}.svg`}
                  alt=""
                />
              </Skeleton>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">
                <Skeleton loading={loading}>{comment.name}</Skeleton>
              </Typography>
              <Typography level="body-sm">
                <Skeleton loading={loading}>{comment.text}</Skeleton>
              </Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </div>
  );
}
