import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  { label: 'Today', forecast: 'Sunny spells, 21 °C, light wind from the west.' },
  { label: 'Tomorrow', forecast: 'Showers in the afternoon, 17 °C.' },
  { label: 'Weekend', forecast: 'Dry and bright, 19 °C on both days.' },
];

export default function SelectionFollowsFocusTabs() {
  const [value, setValue] = React.useState(0);
  const [automatic, setAutomatic] = React.useState(true);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={automatic}
            onChange={(event) => setAutomatic(event.target.checked)}
          />
        }
        label="Select a tab as soon as it gets focus"
      />
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        selectionFollowsFocus={automatic}
        aria-label="Weather forecast"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {days.map((day, index) => (
          <Tab
            key={day.label}
            label={day.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Typography
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        sx={{ p: 3 }}
      >
        {days[value]?.forecast}
      </Typography>
    </Box>
  );
}
