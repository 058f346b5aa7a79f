import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Member {
  id: number;
  name: string;
}

// Stands in for GET /api/members: like a parsed JSON response, every call
// returns new objects.
function loadMembers(): Member[] {
  return [
    { id: 3, name: 'Amara Okafor' },
    { id: 7, name: 'Priya Raman' },
    { id: 12, name: 'Tomás Herrera' },
    { id: 15, name: 'Lena Fischer' },
    { id: 21, name: 'Kenji Watanabe' },
  ];
}

// The ticket as GET /api/tickets/1042 returned it. Its assignee is a separate
// object, equal to one of the members by id only.
const savedTicket = { id: 1042, assignee: { id: 7, name: 'Priya Raman' } };

export default function MatchById() {
  const [members, setMembers] = React.useState(loadMembers);
  // Kept in state, the value stays the same object from one render to the next.
  const [assignee, setAssignee] = React.useState<Member | null>(
    savedTicket.assignee,
  );

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        options={members}
        value={assignee}
        onChange={(_event, newValue) => setAssignee(newValue)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => <TextField {...params} label="Assignee" />}
      />
      <Button onClick={() => setMembers(loadMembers())} sx={{ alignSelf: 'start' }}>
        Reload team list
      </Button>
      <Typography variant="body2">
        Saved with the ticket: assigneeId {assignee?.id ?? 'null'}
      </Typography>
    </Stack>
  );
}
