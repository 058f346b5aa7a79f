import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [price, setPrice] = React.useState<[number, number]>([40, 120]);

  const handleChange = (event: Event, newValue: number[]) => {
    // A two-thumb slider always reports two numbers; the defaults satisfy strict indexing.
    const [low = 0, high = 0] = newValue;
    setPrice([low, high]);
  };

  return (
    <Box sx={{ width: 300 }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        valueLabelFormat={formatPrice}
        valueLabelDisplay="auto"
        min={0}
        max={200}
        value={price}
        onChange={handleChange}
      />
      <Typography variant="body2">
        Hotels from {formatPrice(price[0])} to {formatPrice(price[1])} a night
      </Typography>
    </Box>
  );
}
