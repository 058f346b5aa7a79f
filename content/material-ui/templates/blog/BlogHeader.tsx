import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SaltmarshLogo from './SaltmarshLogo';

const links = [
  { label: 'Latest', href: '#latest' },
  { label: 'Archives', href: '#archives' },
  { label: 'About', href: '#about' },
];

export default function BlogHeader() {
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar
          disableGutters
          sx={{ flexWrap: 'wrap', columnGap: 2, py: { xs: 1, sm: 0 } }}
        >
          <Link
            href="#top"
            underline="none"
            color="inherit"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
          >
            <SaltmarshLogo />
            <Typography component="span" sx={{ fontWeight: 700 }}>
              Saltmarsh Engineering
            </Typography>
          </Link>
          <Box component="nav" aria-label="Blog" sx={{ display: 'flex', ml: -1 }}>
            {links.map((link) => (
              <Button key={link.href} href={link.href} color="inherit" size="small">
                {link.label}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
