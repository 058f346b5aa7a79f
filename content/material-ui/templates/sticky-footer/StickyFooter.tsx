'use client';
import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FernhillLogo from './FernhillLogo';
import { BREWING_NOTES, changeCount, MIN_PARAGRAPHS } from './notes';

// Point these at your own pages.
const FOOTER_LINKS = [
  { label: 'Shop', href: '#' },
  { label: 'Coffee club', href: '#' },
  { label: 'Wholesale', href: '#' },
  { label: 'Shipping and returns', href: '#' },
  { label: 'Contact', href: '#' },
];

export default function StickyFooter() {
  const [count, setCount] = React.useState(MIN_PARAGRAPHS);
  const addRef = React.useRef<HTMLButtonElement>(null);
  const removeRef = React.useRef<HTMLButtonElement>(null);
  const max = BREWING_NOTES.length;

  const change = (step: number) => {
    const next = changeCount(count, step);
    setCount(next);
    // The pressed button is about to be disabled: hand focus to the other one so it is not lost.
    if (next === max) removeRef.current?.focus();
    if (next === MIN_PARAGRAPHS) addRef.current?.focus();
  };

  return (
    // A flex column as tall as the space it is given; the footer's auto top margin takes up
    // whatever height the content leaves, so it rests at the bottom until the content is longer.
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}
        >
          <FernhillLogo sx={{ color: 'primary.main' }} />
          <Typography component="p" variant="h6" sx={{ fontWeight: 'bold' }}>
            Fernhill Coffee Co.
          </Typography>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ mb: 2, fontSize: { xs: '2.25rem', sm: '3rem' } }}
        >
          Brewing notes: pour-over
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          The footer of this page stays at the bottom of the window while the text is
          short, and moves below the text once it is longer than the window. Add
          paragraphs to see both.
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 1 }}
        >
          <Button
            ref={addRef}
            variant="contained"
            startIcon={<AddIcon />}
            disabled={count === max}
            onClick={() => change(1)}
          >
            Add paragraph
          </Button>
          <Button
            ref={removeRef}
            variant="outlined"
            startIcon={<RemoveIcon />}
            disabled={count === MIN_PARAGRAPHS}
            onClick={() => change(-1)}
          >
            Remove paragraph
          </Button>
        </Stack>
        <Typography
          role="status"
          variant="body2"
          sx={{ color: 'text.secondary', mb: 4 }}
        >
          Showing {count} of {max} paragraphs.
        </Typography>
        {BREWING_NOTES.slice(0, count).map((note) => (
          <Typography key={note.id} sx={{ mb: 2 }}>
            {note.text}
          </Typography>
        ))}
      </Container>
      <Box
        component="footer"
        sx={(theme) => ({
          mt: 'auto',
          py: 3,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          ...theme.applyStyles('dark', { bgcolor: 'grey.900' }),
        })}
      >
        <Container
          maxWidth="md"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FernhillLogo fontSize="small" sx={{ color: 'primary.main' }} />
              <Typography sx={{ fontWeight: 'bold' }}>
                Fernhill Coffee Co.
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Roasted in Portland, Oregon. © Fernhill Coffee Co.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Box
              component="ul"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 3,
                rowGap: 1,
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {FOOTER_LINKS.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} variant="body2" color="text.primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
