import Box from '@mui/system/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

const filters = ['Under £50', 'In stock', 'Free delivery', 'Rated 4 and up'];

export default function ScreenReaderSkipLink() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="a"
        href="#skip-link-results"
        sx={{
          // Hidden until it receives keyboard focus, then shown over the filters.
          '&:not(:focus)': visuallyHidden,
          position: 'absolute',
          zIndex: 1,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: 2,
        }}
      >
        Skip to results
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {filters.map((filter) => (
          <Box component="label" key={filter} sx={{ display: 'flex', gap: 0.5 }}>
            <input type="checkbox" />
            {filter}
          </Box>
        ))}
      </Box>
      <Box
        id="skip-link-results"
        tabIndex={-1}
        sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        24 products match your filters.
      </Box>
    </Box>
  );
}
