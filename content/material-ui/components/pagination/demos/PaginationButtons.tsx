import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <Pagination
        count={20}
        showFirstButton
        showLastButton
        aria-label="Photos, with first and last buttons"
      />
      <Pagination
        count={20}
        hidePrevButton
        hideNextButton
        aria-label="Photos, without previous and next buttons"
      />
    </Stack>
  );
}
