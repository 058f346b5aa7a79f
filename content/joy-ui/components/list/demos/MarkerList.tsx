import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function MarkerList() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <div>
        <Typography id="marker-list-ingredients" level="title-sm">
          Ingredients
        </Typography>
        <List marker="disc" aria-labelledby="marker-list-ingredients">
          <ListItem>200 g rolled oats</ListItem>
          <ListItem>500 ml oat milk</ListItem>
          <ListItem>1 tbsp maple syrup</ListItem>
          <ListItem>A handful of blueberries</ListItem>
        </List>
      </div>
      <div>
        <Typography id="marker-list-method" level="title-sm">
          Method
        </Typography>
        <List component="ol" marker="decimal" aria-labelledby="marker-list-method">
          <ListItem>Bring the oats and milk to a simmer.</ListItem>
          <ListItem>Stir for five minutes until creamy.</ListItem>
          <ListItem>Sweeten with the maple syrup.</ListItem>
          <ListItem>Top with blueberries and serve.</ListItem>
        </List>
      </div>
    </Stack>
  );
}
