import * as React from 'react';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';

const labels: Record<number, string> = {
  0.5: 'Unusable',
  1: 'Very poor',
  1.5: 'Poor',
  2: 'Below average',
  2.5: 'Average',
  3: 'Decent',
  3.5: 'Good',
  4: 'Very good',
  4.5: 'Excellent',
  5: 'Outstanding',
};

function labelText(value: number) {
  return `${value} star${value !== 1 ? 's' : ''}, ${labels[value]}`;
}

export default function HoverRating() {
  const [value, setValue] = React.useState<number | null>(2.5);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Rating
        name="hover-feedback"
        value={value}
        precision={0.5}
        getLabelText={labelText}
        onChange={(_event, next) => setValue(next)}
        onChangeActive={(_event, next) => setHover(next)}
        emptyIcon={<StarIcon sx={{ opacity: 0.55 }} fontSize="inherit" />}
      />
      {shown !== null && <Box aria-hidden>{labels[shown]}</Box>}
    </Box>
  );
}
