import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import FilterMenu from './FilterMenu';
import { rangeLabel, type Page } from './orders';

export const PAGE_SIZES = [5, 10, 20] as const;

interface PagerProps {
  page: Page<unknown>;
  pageSize: number;
  onPageSize: (size: number) => void;
  onPage: (page: number) => void;
}

/** Rows per page, the range shown ("1–10 of 32") and the buttons to the previous and next page. */
export default function Pager({ page, pageSize, onPageSize, onPage }: PagerProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1.5,
      }}
    >
      <FilterMenu<string>
        label="Rows per page"
        orientation="horizontal"
        value={String(pageSize)}
        choices={PAGE_SIZES.map((size) => ({
          value: String(size),
          label: String(size),
        }))}
        onChange={(size) => onPageSize(Number(size))}
      />
      <Typography
        level="body-sm"
        textColor="text.primary"
        aria-live="polite"
        sx={{ minWidth: 96, textAlign: 'center' }}
      >
        {rangeLabel(page)}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 0.5,
          // The arrows point back and forward along the reading direction.
          '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
        }}
      >
        <IconButton
          size="sm"
          variant="outlined"
          color="neutral"
          aria-label="Previous page"
          disabled={page.page === 0}
          onClick={() => onPage(page.page - 1)}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          size="sm"
          variant="outlined"
          color="neutral"
          aria-label="Next page"
          disabled={page.page >= page.pageCount - 1}
          onClick={() => onPage(page.page + 1)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
