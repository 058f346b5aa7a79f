import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const regions = [
  {
    name: 'Europe',
    zones: [
      'London (GMT+0)',
      'Lisbon (GMT+0)',
      'Berlin (GMT+1)',
      'Warsaw (GMT+1)',
      'Athens (GMT+2)',
    ],
  },
  {
    name: 'Americas',
    zones: [
      'New York (GMT-5)',
      'Chicago (GMT-6)',
      'Denver (GMT-7)',
      'São Paulo (GMT-3)',
    ],
  },
  {
    name: 'Asia and Pacific',
    zones: [
      'Dubai (GMT+4)',
      'Mumbai (GMT+5:30)',
      'Singapore (GMT+8)',
      'Tokyo (GMT+9)',
      'Sydney (GMT+10)',
    ],
  },
];

export default function StickySubheaderList() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Office time zones"
      sx={{ width: 280, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {regions.map((region) => (
          <ListItem key={region.name} nested>
            <ListSubheader sticky>{region.name}</ListSubheader>
            <List>
              {region.zones.map((zone) => (
                <ListItem key={zone}>{zone}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
