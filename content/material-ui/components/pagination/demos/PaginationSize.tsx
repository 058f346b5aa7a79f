import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSize() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} size="small" aria-label="Comments, small" />
      <Pagination count={10} aria-label="Comments, medium" />
      <Pagination count={10} size="large" aria-label="Comments, large" />
    </Stack>
  );
}
