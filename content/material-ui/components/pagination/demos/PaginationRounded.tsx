import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationRounded() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} shape="rounded" aria-label="Invoices, rounded" />
      <Pagination
        count={10}
        variant="outlined"
        shape="rounded"
        aria-label="Invoices, rounded outlined"
      />
    </Stack>
  );
}
