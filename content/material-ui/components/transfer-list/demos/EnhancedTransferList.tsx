import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';

const without = (list: string[], remove: string[]) =>
  list.filter((item) => !remove.includes(item));

function MemberList(props: {
  title: string;
  members: string[];
  checked: string[];
  onChange: (checked: string[]) => void;
}) {
  const { title, members, checked, onChange } = props;
  const titleId = React.useId();
  const count = members.filter((member) => checked.includes(member)).length;
  const all = members.length > 0 && count === members.length;

  return (
    <Card variant="outlined" sx={{ width: 240 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            checked={all}
            indeterminate={count > 0 && !all}
            disabled={members.length === 0}
            onChange={() =>
              onChange(
                all
                  ? without(checked, members)
                  : [...without(checked, members), ...members],
              )
            }
            slotProps={{ input: { 'aria-label': `Select all in ${title}` } }}
          />
        }
        title={title}
        subheader={`${count}/${members.length} selected`}
        slotProps={{ title: { id: titleId, component: 'p' } }}
      />
      <Divider />
      <List dense aria-labelledby={titleId} sx={{ height: 230, overflow: 'auto' }}>
        {members.map((member) => (
          <ListItem key={member} disablePadding sx={{ px: 2 }}>
            <FormControlLabel
              label={member}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(member)}
                  onChange={() =>
                    onChange(
                      checked.includes(member)
                        ? without(checked, [member])
                        : [...checked, member],
                    )
                  }
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function EnhancedTransferList() {
  const [everyone, setEveryone] = React.useState([
    'Amara Okafor',
    'Bruno Costa',
    'Chen Wei',
    'Dalia Haddad',
    'Emil Lindqvist',
    'Farah Khan',
  ]);
  const [team, setTeam] = React.useState(['Giulia Romano', 'Hiro Tanaka']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const everyoneChecked = everyone.filter((member) => checked.includes(member));
  const teamChecked = team.filter((member) => checked.includes(member));

  const addToTeam = () => {
    setEveryone(without(everyone, everyoneChecked));
    setTeam([...team, ...everyoneChecked]);
    setChecked(without(checked, everyoneChecked));
  };

  const removeFromTeam = () => {
    setTeam(without(team, teamChecked));
    setEveryone([...everyone, ...teamChecked]);
    setChecked(without(checked, teamChecked));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'center', alignItems: 'center' }}
    >
      <MemberList
        title="Everyone"
        members={everyone}
        checked={checked}
        onChange={setChecked}
      />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={everyoneChecked.length === 0}
          onClick={addToTeam}
        >
          Add to team
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={teamChecked.length === 0}
          onClick={removeFromTeam}
        >
          Remove
        </Button>
      </Stack>
      <MemberList
        title="Project team"
        members={team}
        checked={checked}
        onChange={setChecked}
      />
    </Stack>
  );
}
