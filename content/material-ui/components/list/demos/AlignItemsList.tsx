import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const messages = [
  {
    from: 'Ada',
    avatar: '/static/images/avatars/ada.svg',
    subject: 'Design review on Thursday',
    preview:
      'I have moved the review to 3 pm so that the whole team can join; the agenda is in the shared folder.',
  },
  {
    from: 'Ben',
    avatar: '/static/images/avatars/ben.svg',
    subject: 'Release notes',
    preview:
      'The draft for version 2.4 is ready. Could you check the section on the new export options?',
  },
];

export default function AlignItemsList() {
  return (
    <List sx={{ width: '100%', maxWidth: 400 }}>
      {messages.map((message, index) => (
        <React.Fragment key={message.from}>
          {index > 0 && <Divider variant="inset" component="li" aria-hidden />}
          <ListItem alignItems="flex-start">
            <ListItemAvatar>
              <Avatar alt={message.from} src={message.avatar} />
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={`${message.from}: ${message.preview}`}
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
