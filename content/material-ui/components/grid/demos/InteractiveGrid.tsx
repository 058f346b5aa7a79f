import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, { type GridDirection } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const options = {
  direction: ['row', 'row-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof options;

// Cards of different heights, so alignItems has a visible effect.
const cards = [
  { label: 'Inbox', height: 60 },
  { label: 'Drafts', height: 100 },
  { label: 'Archive', height: 80 },
];

export default function InteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Grid
        container
        spacing={2}
        direction={settings.direction as GridDirection}
        sx={{
          justifyContent: settings.justifyContent,
          alignItems: settings.alignItems,
          minHeight: 160,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {cards.map((card) => (
          <Grid key={card.label}>
            <Paper sx={{ px: 3, py: 1, minHeight: card.height, height: '100%' }}>
              {card.label}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting} sx={{ display: 'flex', mb: 1 }}>
            <FormLabel id={`grid-${setting}-label`}>{setting}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`grid-${setting}-label`}
              value={settings[setting]}
              onChange={(event) =>
                setSettings({ ...settings, [setting]: event.target.value })
              }
            >
              {options[setting].map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={value}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Paper>
    </Stack>
  );
}
