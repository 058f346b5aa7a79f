import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function BasicList() {
  return (
    <Box sx={{ width: 320 }}>
      <Typography id="basic-list-packing" level="title-sm" sx={{ mb: 1 }}>
        Packing list for the Lisbon offsite
      </Typography>
      <List aria-labelledby="basic-list-packing">
        <ListItem>Passport and boarding pass</ListItem>
        <ListItem>Laptop, charger and travel adapter</ListItem>
        <ListItem>Printed workshop agenda</ListItem>
        <ListItem>Comfortable shoes for the walking tour</ListItem>
      </List>
    </Box>
  );
}
