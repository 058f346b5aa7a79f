import Box from '@mui/system/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export default function ScreenReaderIconButton() {
  const count = 3;
  return (
    <Box
      component="button"
      type="button"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      {/* The icon is decorative: MUI icons are hidden from screen readers by default. */}
      <ShoppingCartOutlined fontSize="small" />
      <Box component="span" sx={{ fontWeight: 'bold' }} aria-hidden>
        {count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        Basket, {count} items
      </Box>
    </Box>
  );
}
