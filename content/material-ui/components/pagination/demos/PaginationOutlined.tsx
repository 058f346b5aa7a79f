import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationOutlined() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} variant="outlined" aria-label="Orders, outlined" />
      <Pagination
        count={10}
        variant="outlined"
        color="primary"
        aria-label="Orders, outlined primary"
      />
      <Pagination
        count={10}
        variant="outlined"
        color="secondary"
        aria-label="Orders, outlined secondary"
      />
      <Pagination
        count={10}
        variant="outlined"
        disabled
        aria-label="Orders, outlined disabled"
      />
    </Stack>
  );
}
