import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

const ratings = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function RadioButtons() {
  const [rating, setRating] = React.useState('Good');
  return (
    <Stack direction="row" role="radiogroup" aria-label="How was your stay?">
      {ratings.map((label) => (
        <Radio
          key={label}
          name="stay-rating"
          value={label}
          checked={rating === label}
          onChange={(event) => setRating(event.target.value)}
          slotProps={{ input: { 'aria-label': label } }}
        />
      ))}
    </Stack>
  );
}
