import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import CallIcon from '@mui/icons-material/Call';
import ContactsIcon from '@mui/icons-material/Contacts';

const sections = {
  Chats: [
    { name: 'Priya Raman', detail: 'Still on for the climbing gym tonight?' },
    { name: 'Book club', detail: 'Next month: The Left Hand of Darkness' },
    { name: 'Tomás Ortega', detail: 'Sent you the photos from the hike' },
    { name: 'Mum', detail: 'Call me when you land, please' },
    { name: 'Lena Fischer', detail: 'The invoice is attached, due Friday' },
    { name: 'Sam Okafor', detail: 'Can you water the plants on Saturday?' },
  ],
  Calls: [
    { name: 'Dr. Ahmed (dentist)', detail: 'Yesterday, 2 min' },
    { name: 'Priya Raman', detail: 'Monday, 14 min' },
  ],
  Contacts: [
    { name: 'Lena Fischer', detail: 'lena.fischer@example.com' },
    { name: 'Sam Okafor', detail: '+44 20 7946 0321' },
  ],
};

type Section = keyof typeof sections;

export default function FixedBottomNavigation() {
  const [section, setSection] = React.useState<Section>('Chats');

  return (
    // Bottom padding keeps the last item clear of the fixed bar.
    <Box sx={{ pb: 7 }}>
      <Typography variant="h6" component="div">
        {section}
      </Typography>
      <List>
        {sections[section].map((item) => (
          <ListItem key={item.name} disableGutters>
            <ListItemText primary={item.name} secondary={item.detail} />
          </ListItem>
        ))}
      </List>
      <Paper
        component="nav"
        aria-label="Sections"
        elevation={3}
        sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}
      >
        <BottomNavigation
          showLabels
          value={section}
          onChange={(_event, newSection: Section) => setSection(newSection)}
        >
          <BottomNavigationAction
            label="Chats"
            value="Chats"
            icon={<ChatIcon />}
            aria-current={section === 'Chats' ? 'page' : undefined}
          />
          <BottomNavigationAction
            label="Calls"
            value="Calls"
            icon={<CallIcon />}
            aria-current={section === 'Calls' ? 'page' : undefined}
          />
          <BottomNavigationAction
            label="Contacts"
            value="Contacts"
            icon={<ContactsIcon />}
            aria-current={section === 'Contacts' ? 'page' : undefined}
          />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
