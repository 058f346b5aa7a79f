import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const members = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Margaret Hamilton',
  'Edsger Dijkstra',
  'Barbara Liskov',
];

// The project owner is always on the team and cannot be removed.
const owner = 'Ada Lovelace';

export default function FixedTags() {
  const [team, setTeam] = React.useState<string[]>([owner, 'Barbara Liskov']);

  return (
    <Autocomplete
      multiple
      options={members}
      value={team}
      onChange={(_event, newValue) => {
        setTeam([owner, ...newValue.filter((member) => member !== owner)]);
      }}
      getOptionDisabled={(option) => option === owner}
      renderValue={(values, getItemProps) =>
        values.map((member, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={member}
              {...itemProps}
              onDelete={member === owner ? undefined : itemProps.onDelete}
            />
          );
        })
      }
      sx={{ width: 450 }}
      renderInput={(params) => <TextField {...params} label="Project team" />}
    />
  );
}
