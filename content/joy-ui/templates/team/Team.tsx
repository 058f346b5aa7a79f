'use client';

import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PersonSearchRoundedIcon from '@mui/icons-material/PersonSearchRounded';
import { LOCATIONS, PEOPLE, type Person } from './data';
import {
  NO_FILTERS,
  filterPeople,
  peopleCountLabel,
  type PeopleFilters,
} from './people';
import PeopleToolbar from './PeopleToolbar';
import PersonCard from './PersonCard';
import ProfileDrawer from './ProfileDrawer';

/**
 * Harbourline's team directory: search and filter the people cards, open a profile in a drawer.
 * The filters and the open profile are the page's state; everything shown is derived from them.
 */
export default function Team() {
  const [filters, setFilters] = React.useState<PeopleFilters>(NO_FILTERS);
  const [selected, setSelected] = React.useState<Person | null>(null);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const shown = filterPeople(PEOPLE, filters);

  const openProfile = (person: Person) => {
    setSelected(person);
    setDrawerOpen(true);
  };

  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: 1200,
        mx: 'auto',
        paddingInline: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ display: 'flex', fontSize: 40, color: 'primary.plainColor' }}>
          <GroupsRoundedIcon fontSize="inherit" />
        </Box>
        <div>
          <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
            Team
          </Typography>
          <Typography level="body-md">
            {peopleCountLabel(PEOPLE.length)} at Harbourline, in {LOCATIONS.length}{' '}
            offices.
          </Typography>
        </div>
      </Box>

      <PeopleToolbar filters={filters} onChange={setFilters} />

      <Typography role="status" level="title-sm">
        {peopleCountLabel(shown.length)}
      </Typography>

      {shown.length > 0 ? (
        <Box
          component="ul"
          aria-label="People"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          }}
        >
          {shown.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} onOpen={openProfile} />
            </li>
          ))}
        </Box>
      ) : (
        <Sheet
          variant="outlined"
          sx={{
            borderRadius: 'md',
            p: 4,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1.5,
          }}
        >
          <Box sx={{ display: 'flex', fontSize: 40 }}>
            <PersonSearchRoundedIcon fontSize="inherit" />
          </Box>
          <Typography level="title-lg" component="h2">
            No one matches these filters
          </Typography>
          <Typography level="body-md">
            Try another name or city, or show the whole team again.
          </Typography>
          <Button
            variant="solid"
            color="primary"
            onClick={() => setFilters(NO_FILTERS)}
          >
            Clear filters
          </Button>
        </Sheet>
      )}

      <ProfileDrawer
        person={selected}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
    </Box>
  );
}
