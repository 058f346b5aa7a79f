import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [price, setPrice] = React.useState<number[]>([40, 120]);

  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="price-range-label" level="title-sm">
        Price per night
      </Typography>
      <Slider
        aria-labelledby="price-range-label"
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        value={price}
        onChange={(_event, newValue) => {
          if (Array.isArray(newValue)) setPrice(newValue);
        }}
        min={0}
        max={300}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
      />
      <Typography level="body-sm">
        {formatPrice(price[0] ?? 0)} to {formatPrice(price[1] ?? 0)}
      </Typography>
    </Box>
  );
}
