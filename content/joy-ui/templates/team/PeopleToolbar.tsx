import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { LOCATIONS, PEOPLE, ROLES } from './data';
import { facetCounts, type PeopleFilters } from './people';

interface PeopleToolbarProps {
  filters: PeopleFilters;
  onChange: (filters: PeopleFilters) => void;
}

/** An option with the number of people it would show, so a choice that leads nowhere is visible. */
function CountedOption({
  value,
  label,
  count,
}: {
  value: string;
  label: string;
  count: number;
}) {
  return (
    <Option value={value} label={label}>
      <Box component="span" sx={{ flex: 1 }}>
        {label}
      </Box>{' '}
      <Typography component="span" level="body-sm" textColor="text.secondary">
        ({count})
      </Typography>
    </Option>
  );
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
      <FormControl>
        <FormLabel>Role</FormLabel>
        {/* Joy shows the placeholder until the options have registered, as on the server: giving it
            the current label keeps the server-rendered button from being empty. */}
        <Select
          value={filters.role}
          placeholder={filters.role === 'all' ? 'All roles' : filters.role}
          onChange={(_event, value) =>
            onChange({ ...filters, role: value ?? 'all' })
          }
        >
          <Option value="all">All roles</Option>
          {ROLES.map((role) => (
            <CountedOption
              key={role}
              value={role}
              label={role}
              count={roleCounts.get(role) ?? 0}
            />
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Location</FormLabel>
        <Select
          value={filters.location}
          placeholder={
            filters.location === 'all' ? 'All locations' : filters.location
          }
          onChange={(_event, value) =>
            onChange({ ...filters, location: value ?? 'all' })
          }
        >
          <Option value="all">All locations</Option>
          {LOCATIONS.map((location) => (
            <CountedOption
              key={location}
              value={location}
              label={location}
              count={locationCounts.get(location) ?? 0}
            />
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
