import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const insets = ['context', 'gutter', 'startDecorator', 'startContent'] as const;
const people = [
  { name: 'Elena Rossi', avatar: 'elena' },
  { name: 'David Mensah', avatar: 'david' },
  { name: 'Ben Carter', avatar: 'ben' },
];

export default function DividedList() {
  const [inset, setInset] = React.useState<(typeof insets)[number]>('startContent');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Divider inset</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={inset}
          onChange={(event) =>
            setInset(event.target.value as (typeof insets)[number])
          }
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          {insets.map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Sheet variant="outlined" sx={{ width: 300, borderRadius: 'sm' }}>
        <List aria-label="Reviewers" sx={{ '--List-padding': '8px' }}>
          {people.map((person, index) => (
            <React.Fragment key={person.name}>
              {index > 0 && <ListDivider inset={inset} aria-hidden="true" />}
              <ListItem>
                <ListItemDecorator>
                  <Avatar
                    size="sm"
                    src={`/static/images/avatars/${person.avatar}.svg`}
                    alt=""
                  />
                </ListItemDecorator>
                {person.name}
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </Sheet>
    </Stack>
  );
}
