import Box from '@mui/system/Box';

const areaSx = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'action.hover',
  typography: 'body2',
} as const;

export default function CssGridTemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        // One column on phones, sidebar and content side by side from `sm`.
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: `"header" "main" "sidebar" "footer"`,
          sm: `"header header" "sidebar main" "footer footer"`,
        },
      }}
    >
      <Box sx={[areaSx, { gridArea: 'header', fontWeight: 'bold' }]}>Recipe box</Box>
      <Box sx={[areaSx, { gridArea: 'sidebar' }]}>
        Breakfast · Soups · Baking · Desserts
      </Box>
      <Box sx={[areaSx, { gridArea: 'main', minHeight: 96 }]}>
        Lemon drizzle cake: 45 minutes, serves 8. Zest two lemons into the creamed
        butter and sugar before adding the eggs.
      </Box>
      <Box sx={[areaSx, { gridArea: 'footer', color: 'text.secondary' }]}>
        124 recipes saved
      </Box>
    </Box>
  );
}
