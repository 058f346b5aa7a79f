import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Field({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2">
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(4);
  return (
    <Stack spacing={2}>
      <Field legend="Your rating (controlled)">
        <Rating
          name="basic-controlled"
          value={value}
          onChange={(_event, next) => setValue(next)}
        />
      </Field>
      <Field legend="Average from 212 reviews (read only)">
        <Rating name="basic-read-only" value={4} readOnly />
      </Field>
      <Field legend="Rating closed (disabled)">
        <Rating name="basic-disabled" value={3} disabled />
      </Field>
      <Field legend="New product, no reviews yet (read only)">
        <Rating name="basic-empty" value={null} readOnly />
      </Field>
    </Stack>
  );
}
