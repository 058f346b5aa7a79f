import Box from '@mui/system/Box';

const groups = [
  { letter: 'A', names: ['Aisha Khan', 'Alex Moreau', 'Amara Diallo'] },
  { letter: 'B', names: ['Ben Carter', 'Bianca Rossi'] },
  { letter: 'C', names: ['Carlos Mendes', 'Chloe Martin', 'Chen Wei'] },
];

export default function PositionsStickyHeader() {
  return (
    <Box
      component="section"
      aria-label="Contacts"
      tabIndex={0}
      sx={{
        height: 220,
        maxWidth: 320,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {groups.map((group) => (
        <div key={group.letter}>
          <Box
            sx={{
              // Sticks to the top of the scrolling box until its group scrolls away.
              position: 'sticky',
              top: 0,
              zIndex: 1,
              px: 2,
              py: 0.5,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              fontWeight: 'bold',
            }}
          >
            {group.letter}
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {group.names.map((name) => (
              <Box component="li" key={name} sx={{ px: 2, py: 1 }}>
                {name}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
