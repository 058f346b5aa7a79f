import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const actions = [
  { label: 'Open', archivedOnly: false },
  { label: 'Share', archivedOnly: false },
  { label: 'Restore', archivedOnly: true },
];

export default function ConditionalButtonGroup() {
  const [archived, setArchived] = React.useState(true);
  // Filter first, then map: the group only ever sees real buttons, so the last one is marked as last.
  const visible = actions.filter((action) => archived || !action.archivedOnly);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch
          checked={archived}
          onChange={(event) => setArchived(event.target.checked)}
        />
        <FormLabel>Document is archived</FormLabel>
      </FormControl>
      <ButtonGroup aria-label="Document actions">
        {visible.map((action) => (
          <Button key={action.label}>{action.label}</Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
