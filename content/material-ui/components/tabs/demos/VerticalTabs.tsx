import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'General', text: 'Device name, date and time, and software updates.' },
  { label: 'Display', text: 'Brightness, text size and the dark theme schedule.' },
  { label: 'Sound', text: 'Volume, ringtones and do-not-disturb hours.' },
  { label: 'Battery', text: 'Usage by app and the battery saver threshold.' },
  { label: 'Storage', text: 'Free space, large files and cached data.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ display: 'flex', width: '100%', bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Device settings"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ p: 3 }}
        >
          {value === index && <Typography>{section.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
