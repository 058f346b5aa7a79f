import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { TEAMMATES } from './data';
import { initials } from './profile';

/** The people on the same team, with their roles. */
export default function TeamPanel() {
  return (
    <Card variant="outlined">
      <Typography level="title-lg" component="h2">
        Research and design team
      </Typography>
      <Typography level="body-sm">
        {TEAMMATES.length} teammates share your documents and style guides.
      </Typography>
      <List aria-label="Teammates" sx={{ '--ListItemDecorator-size': '56px' }}>
        {TEAMMATES.map((mate) => (
          <ListItem key={mate.name}>
            <ListItemDecorator>
              {mate.photo !== undefined ? (
                <Avatar src={mate.photo} alt="" />
              ) : (
                <Avatar aria-hidden variant="soft" color="primary">
                  {initials(mate.name)}
                </Avatar>
              )}
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{mate.name}</Typography>
              <Typography level="body-sm">{mate.role}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
