import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function OverridingComponentStructureComponentProp() {
  return (
    // An <article>: a self-contained entry in a list of release notes.
    <Card component="article" variant="outlined" sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* The level sets the look; component sets the element. */}
        <Typography level="title-lg" component="h3">
          Version 4.2
        </Typography>
        <Chip size="sm" variant="soft" color="success">
          Latest
        </Chip>
      </Stack>
      <Typography level="body-sm" component="time" dateTime="2025-03-14">
        14 March 2025
      </Typography>
      {/* An ordered list: the items below become <li> elements of an <ol>. */}
      <List component="ol" marker="decimal" size="sm">
        <ListItem>Search matches partial words and ignores accents.</ListItem>
        <ListItem>Drafts are saved offline and synced on reconnect.</ListItem>
        <ListItem>Exports can be scheduled weekly or monthly.</ListItem>
      </List>
    </Card>
  );
}
