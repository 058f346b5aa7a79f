import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { Person } from './files';

/** A person's portrait (or initial) and name on one line. */
export default function PersonChip({ person }: { person: Person }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar size="sm" src={person.avatar} alt="" sx={{ '--Avatar-size': '24px' }}>
        {person.name.charAt(0)}
      </Avatar>
      <Typography level="body-sm" textColor="text.primary" noWrap>
        {person.name}
      </Typography>
    </Box>
  );
}
