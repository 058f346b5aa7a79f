import * as React from 'react';
import Box from '@mui/material/Box';

const hours = [
  { days: 'Monday to Friday', time: '8:00 – 18:00' },
  { days: 'Saturday', time: '9:00 – 16:00' },
  { days: 'Sunday', time: 'Closed' },
];

export default function BoxComponent() {
  return (
    // Opening hours are name–value pairs, so the Box renders a description list.
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 4,
        rowGap: 1,
        justifyContent: 'start',
        m: 0,
        typography: 'body2',
      }}
    >
      {hours.map((row) => (
        <React.Fragment key={row.days}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {row.days}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 'medium' }}>
            {row.time}
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}
