import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviews = [
  'A quiet, clever mystery set in a lighthouse.',
  'The second half drags, but the ending is worth it.',
  'Beautiful maps and a cast you will miss.',
  'Read it in one sitting on a train to Lisbon.',
  'Funny, warm and a little too long.',
];

export default function PaginationControlled() {
  const [page, setPage] = React.useState(1);

  const handleChange = (_event: React.ChangeEvent<unknown>, value: number) => {
    setPage(value);
  };

  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        Review {page} of {reviews.length}: {reviews[page - 1]}
      </Typography>
      <Pagination
        count={reviews.length}
        page={page}
        onChange={handleChange}
        aria-label="Reviews"
      />
    </Stack>
  );
}
