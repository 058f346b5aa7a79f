import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function BreakpointsResponsiveSx() {
  return (
    <Box
      sx={{
        display: 'flex',
        // A column on phones, a row from sm up.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 2 },
        p: { xs: 1.5, md: 2.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography component="p" sx={{ typography: { xs: 'subtitle1', md: 'h6' } }}>
          Noise-cancelling headphones
        </Typography>
        {/* Hidden on small screens, where space is short. */}
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}
        >
          30-hour battery, foldable, with a hard travel case.
        </Typography>
      </Box>
      <Button variant="contained" sx={{ flexShrink: 0 }}>
        Add to cart
      </Button>
    </Box>
  );
}
