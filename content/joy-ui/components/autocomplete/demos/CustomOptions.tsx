import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

interface Person {
  name: string;
  email: string;
  avatar: string;
}

const people: Person[] = [
  { name: 'Ada Lovelace', email: 'ada@northwind.dev', avatar: 'ada' },
  { name: 'Ben Okoro', email: 'ben@northwind.dev', avatar: 'ben' },
  { name: 'Chloé Martin', email: 'chloe@northwind.dev', avatar: 'chloe' },
  { name: 'Farid Haddad', email: 'farid@northwind.dev', avatar: 'farid' },
  { name: 'Hiro Tanaka', email: 'hiro@northwind.dev', avatar: 'hiro' },
];

const src = (person: Person) => `/static/images/avatars/${person.avatar}.svg`;

export default function CustomOptions() {
  const [assignee, setAssignee] = React.useState<Person | null>(null);
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Assignee</FormLabel>
      <Autocomplete
        options={people}
        value={assignee}
        onChange={(_event, person) => setAssignee(person)}
        getOptionLabel={(person) => person.name}
        startDecorator={
          assignee ? <Avatar size="sm" src={src(assignee)} alt="" /> : null
        }
        placeholder="Unassigned"
        renderOption={(props, person) => {
          // The props carry the option's key, which React needs passed on its own.
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Avatar size="sm" src={src(person)} alt="" />
              </ListItemDecorator>
              <ListItemContent>
                {person.name}
                <Typography level="body-xs">{person.email}</Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
