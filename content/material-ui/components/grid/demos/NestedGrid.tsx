import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const columns = [
  { heading: 'Product', links: ['Features', 'Pricing', 'Changelog'] },
  { heading: 'Company', links: ['About', 'Careers', 'Press'] },
  { heading: 'Support', links: ['Help centre', 'Contact', 'Status'] },
];

export default function NestedGrid() {
  return (
    <Box
      component="footer"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Trailhead
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Maps and route planning for hikers.
          </Typography>
        </Grid>
        <Grid container size={{ xs: 12, md: 8 }}>
          {columns.map((column) => (
            <Grid key={column.heading} size={{ xs: 12, sm: 4 }}>
              <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
                {column.heading}
              </Typography>
              {column.links.map((label) => (
                <Link
                  key={label}
                  href="#nested-grid"
                  variant="body2"
                  sx={{ display: 'block', mb: 0.5 }}
                >
                  {label}
                </Link>
              ))}
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}
