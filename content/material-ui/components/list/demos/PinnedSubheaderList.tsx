import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const stations: Record<string, string[]> = {
  A: ['Aberdeen', 'Aldgate', 'Ashford International', 'Aviemore'],
  B: ['Bath Spa', 'Birmingham New Street', 'Brighton', 'Bristol Temple Meads'],
  C: ['Cambridge', 'Cardiff Central', 'Carlisle', 'Chester'],
  D: ['Darlington', 'Derby', 'Doncaster', 'Dundee'],
  E: ['Edinburgh Waverley', 'Ely', 'Exeter St Davids'],
};

export default function PinnedSubheaderList() {
  return (
    <List
      aria-label="Stations"
      // The list scrolls, so keyboard users need to be able to focus it.
      tabIndex={0}
      sx={{
        width: '100%',
        maxWidth: 320,
        maxHeight: 300,
        overflow: 'auto',
        bgcolor: 'background.paper',
        '& ul': { p: 0 },
      }}
      subheader={<li />}
    >
      {Object.entries(stations).map(([letter, names]) => (
        <li key={letter}>
          <ul aria-label={`Stations starting with ${letter}`}>
            <ListSubheader>{letter}</ListSubheader>
            {names.map((name) => (
              <ListItem key={name}>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
