import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// A recipe app whose accent colour is the theme's secondary palette.
const sections = [
  {
    label: 'Ingredients',
    text: '1 chicken (1.6 kg), 2 lemons, a bunch of thyme and 4 garlic cloves.',
  },
  {
    label: 'Method',
    text: 'Fill the chicken with lemon and thyme, then roast it at 200 °C for 80 minutes.',
  },
  {
    label: 'Reviews (48)',
    text: '“Crisp skin and very juicy. I added potatoes to the tray.” Ines, 5 stars',
  },
];

export default function ColorTabs() {
  const id = React.useId();
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Lemon and thyme roast chicken"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Typography
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        sx={{ py: 2 }}
      >
        {sections[value]?.text}
      </Typography>
    </Box>
  );
}
