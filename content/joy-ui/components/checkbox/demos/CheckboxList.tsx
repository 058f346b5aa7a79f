import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const steps = [
  'Upload a profile photo',
  'Connect your calendar',
  'Invite two teammates',
  'Create your first project',
];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Upload a profile photo']);

  return (
    <Sheet
      variant="outlined"
      sx={{ p: 2, borderRadius: 'sm', width: 320, maxWidth: '100%' }}
    >
      <Typography id="onboarding-title" level="title-md" sx={{ mb: 1 }}>
        Getting started ({done.length}/{steps.length})
      </Typography>
      <List
        role="group"
        aria-labelledby="onboarding-title"
        sx={{ '--ListItem-radius': '8px' }}
      >
        {steps.map((step) => (
          <ListItem key={step} variant={done.includes(step) ? 'soft' : 'plain'}>
            <Checkbox
              overlay
              label={step}
              checked={done.includes(step)}
              onChange={(event) =>
                setDone((previous) =>
                  event.target.checked
                    ? [...previous, step]
                    : previous.filter((item) => item !== step),
                )
              }
            />
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
