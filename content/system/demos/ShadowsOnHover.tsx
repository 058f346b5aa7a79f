import Box from '@mui/system/Box';

const related = [
  {
    title: 'Borders',
    summary: 'Widths, colours and corner radii',
    href: '/system/borders',
  },
  {
    title: 'Positions',
    summary: 'Overlays, sticky headers and layers',
    href: '/system/positions',
  },
];

export default function ShadowsOnHover() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {related.map((page) => (
        <Box
          key={page.href}
          component="a"
          href={page.href}
          sx={{
            flex: '1 1 200px',
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            textDecoration: 'none',
            boxShadow: 1,
            transition: 'box-shadow 150ms',
            // A deeper shadow lifts the card under the pointer or keyboard focus.
            '&:hover, &:focus-visible': { boxShadow: 6 },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <Box sx={{ fontWeight: 'medium' }}>{page.title}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
            {page.summary}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
