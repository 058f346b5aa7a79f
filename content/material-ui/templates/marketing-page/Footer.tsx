import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BrightwakeLogo from './BrightwakeLogo';
import { SIGNUP_ID, sections } from './data';

interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

const columns: FooterColumn[] = [
  {
    title: 'Product',
    links: sections.map((section) => ({
      label: section.label,
      href: `#${section.id}`,
    })),
  },
  {
    title: 'Get started',
    links: [
      { label: 'Start a free trial', href: `#${SIGNUP_ID}` },
      { label: 'Compare plans', href: '#pricing' },
      { label: 'Book a demo', href: 'mailto:sales@brightwake.example?subject=Demo' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'Support', href: 'mailto:support@brightwake.example' },
      { label: 'Security reports', href: 'mailto:security@brightwake.example' },
      { label: 'Press', href: 'mailto:press@brightwake.example' },
    ],
  },
];

export default function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrightwakeLogo />
            <Typography
              variant="body2"
              sx={{ mt: 2, color: 'text.secondary', maxWidth: 320 }}
            >
              On-call scheduling, incident timelines and status pages for teams who
              would rather be asleep at 3 a.m.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Grid component="nav" aria-label="Footer" container spacing={4}>
              {columns.map((column) => (
                <Grid key={column.title} size={{ xs: 12, sm: 4 }}>
                  <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
                    {column.title}
                  </Typography>
                  <Stack
                    component="ul"
                    spacing={1}
                    sx={{ listStyle: 'none', m: 0, p: 0 }}
                  >
                    {column.links.map((link) => (
                      <li key={link.label}>
                        <Link
                          href={link.href}
                          variant="body2"
                          underline="hover"
                          sx={{ color: 'text.secondary' }}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          © 2026 Brightwake Labs. Made for people who carry the pager.
        </Typography>
      </Container>
    </Box>
  );
}
