import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <Pagination
        count={11}
        defaultPage={6}
        siblingCount={0}
        aria-label="Articles, no siblings"
      />
      <Pagination count={11} defaultPage={6} aria-label="Articles, default ranges" />
      <Pagination
        count={11}
        defaultPage={6}
        siblingCount={0}
        boundaryCount={2}
        aria-label="Articles, no siblings and two boundary pages"
      />
      <Pagination
        count={11}
        defaultPage={6}
        boundaryCount={2}
        aria-label="Articles, two boundary pages"
      />
    </Stack>
  );
}
