import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import WorkIcon from '@mui/icons-material/Work';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

export default function DecoratedList() {
  return (
    <List aria-label="Contact details of Grace Okafor" sx={{ maxWidth: 360 }}>
      <ListItem>
        <ListItemDecorator>
          <WorkIcon />
        </ListItemDecorator>
        Head of Logistics, Northwind Freight
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <EmailIcon />
        </ListItemDecorator>
        grace.okafor@northwind.example
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <PhoneIcon />
        </ListItemDecorator>
        +44 20 7946 0321
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <LocationOnIcon />
        </ListItemDecorator>
        Rotterdam office, floor 4
      </ListItem>
    </List>
  );
}
