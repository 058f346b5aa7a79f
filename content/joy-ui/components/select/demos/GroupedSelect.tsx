import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const offices: Record<string, string[]> = {
  Europe: ['Berlin', 'Lisbon', 'London'],
  Americas: ['Austin', 'São Paulo', 'Toronto'],
  'Asia-Pacific': ['Singapore', 'Sydney', 'Tokyo'],
};

export default function GroupedSelect() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Home office</FormLabel>
      <Select
        defaultValue="Lisbon"
        slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
      >
        {Object.entries(offices).map(([region, cities]) => (
          <ListItem key={region} nested role="none">
            <ListSubheader sticky>{region}</ListSubheader>
            <List>
              {cities.map((city) => (
                <Option key={city} value={city}>
                  {city}
                </Option>
              ))}
            </List>
          </ListItem>
        ))}
      </Select>
    </FormControl>
  );
}
