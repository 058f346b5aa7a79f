import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const team = [
  {
    name: 'Ada Whitfield',
    role: 'Engineering manager, platform and developer tools',
    avatar: 'ada',
  },
  {
    name: 'Farid Haddad',
    role: 'Senior backend engineer, payments',
    avatar: 'farid',
  },
  {
    name: 'Chloe Martin',
    role: 'Product designer, onboarding and activation',
    avatar: 'chloe',
  },
  {
    name: 'Hiro Tanaka',
    role: 'Site reliability engineer, on call this week',
    avatar: 'hiro',
  },
];

export default function TwoLineList() {
  return (
    <List aria-label="Platform team" sx={{ maxWidth: 320 }}>
      {team.map((person) => (
        <ListItem key={person.name}>
          <ListItemDecorator>
            <Avatar src={`/static/images/avatars/${person.avatar}.svg`} alt="" />
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-sm" noWrap>
              {person.role}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
