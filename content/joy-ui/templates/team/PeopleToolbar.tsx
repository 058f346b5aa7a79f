import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { LOCATIONS, PEOPLE, ROLES } from './data';
import FilterMenu from './FilterMenu';
import { facetCounts, type PeopleFilters } from './people';

interface PeopleToolbarProps {
  filters: PeopleFilters;
  onChange: (filters: PeopleFilters) => void;
}

/** The search field and the role and location filters above the directory. */
export default function PeopleToolbar({ filters, onChange }: PeopleToolbarProps) {
  const roleCounts = facetCounts(PEOPLE, filters, 'role');
  const locationCounts = facetCounts(PEOPLE, filters, 'location');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        alignItems: 'end',
      }}
    >
      <FormControl sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <FormLabel>Search people</FormLabel>
        <Input
          type="search"
          placeholder="Name, role or city"
          startDecorator={<SearchRoundedIcon />}
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.target.value })}
        />
      </FormControl>
      {/* Each choice says how many people it would show, so a choice that leads nowhere is visible. */}
      <FilterMenu
        label="Role"
        size="md"
        value={filters.role}
        choices={[
          { value: 'all', label: 'All roles' },
          ...ROLES.map((role) => ({
            value: role,
            label: role,
            count: roleCounts.get(role) ?? 0,
          })),
        ]}
        onChange={(role) => onChange({ ...filters, role })}
      />
      <FilterMenu
        label="Location"
        size="md"
        value={filters.location}
        choices={[
          { value: 'all', label: 'All locations' },
          ...LOCATIONS.map((location) => ({
            value: location,
            label: location,
            count: locationCounts.get(location) ?? 0,
          })),
        ]}
        onChange={(location) => onChange({ ...filters, location })}
      />
    </Box>
  );
}
