import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} aria-label="Search results, standard colour" />
      <Pagination count={10} color="primary" aria-label="Search results, primary" />
      <Pagination
        count={10}
        color="secondary"
        aria-label="Search results, secondary"
      />
      <Pagination count={10} disabled aria-label="Search results, disabled" />
    </Stack>
  );
}
