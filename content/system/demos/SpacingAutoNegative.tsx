import Box from '@mui/system/Box';

const members = [
  { name: 'Ada Okafor', image: '/static/images/avatars/ada.svg' },
  { name: 'Ben Carter', image: '/static/images/avatars/ben.svg' },
  { name: 'Chloe Martin', image: '/static/images/avatars/chloe.svg' },
];

export default function SpacingAutoNegative() {
  return (
    <Box
      component="section"
      aria-label="Project members"
      sx={{
        display: 'flex',
        alignItems: 'center',
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex' }}>
        {members.map((member, index) => (
          <Box
            key={member.name}
            component="img"
            src={member.image}
            alt={member.name}
            width={36}
            height={36}
            sx={{
              // Every avatar after the first slides one unit (8px) under its neighbour.
              ml: index === 0 ? 0 : -1,
              border: 2,
              borderColor: 'background.paper',
              borderRadius: '50%',
            }}
          />
        ))}
      </Box>
      <Box sx={{ ml: 1.5, color: 'text.secondary', fontSize: 14 }}>3 members</Box>
      <Box
        component="button"
        type="button"
        sx={{
          // Takes all the free space on its start side: the button goes to the far end.
          ml: 'auto',
          px: 2,
          py: 0.75,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'primary.main',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        Invite
      </Box>
    </Box>
  );
}
