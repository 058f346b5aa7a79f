import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState } from 'react';
import { blockHref } from './blocks';

const CUSTOMERS = [
  { name: 'Ferncastle', font: 'Georgia, serif', weight: 700 },
  { name: 'OXBOW LABS', font: 'inherit', weight: 800 },
  { name: 'Marlowe & Co', font: 'Georgia, serif', weight: 400 },
  { name: 'brightline', font: 'inherit', weight: 600 },
  { name: 'Kestrel', font: 'inherit', weight: 800 },
] as const;

const RELEASE_NOTES = [
  'Drag a project across weeks and see who it leaves short-handed.',
  'Public holidays for 60 countries fill themselves in.',
  'Plans export to any calendar that reads iCal.',
] as const;

/** A centred headline with one action, a "what's new" disclosure and a row of customer names. */
export default function HeroCentered({ id }: { id: string }) {
  const headingId = useId();
  const notesId = useId();
  const [notesOpen, setNotesOpen] = useState(false);
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={(theme) => ({
        px: { xs: 2.5, sm: 6 },
        py: { xs: 6, md: 10 },
        textAlign: 'center',
        background: `radial-gradient(ellipse 80% 60% at 50% 0%, ${theme.vars.palette.primary.softBg}, ${theme.vars.palette.background.surface})`,
      })}
    >
      <Stack spacing={3} alignItems="center" sx={{ maxWidth: 760, mx: 'auto' }}>
        <Chip size="sm" variant="soft" color="primary">
          Tidewell 4.0
        </Chip>
        <Typography
          id={headingId}
          component="h2"
          level="h1"
          sx={{ fontSize: 'clamp(1.875rem, 1.25rem + 2.5vw, 3.25rem)' }}
        >
          One calendar for people, projects and time off
        </Typography>
        <Typography
          level="body-lg"
          textColor="text.secondary"
          sx={{ maxWidth: 600 }}
        >
          Stop keeping three spreadsheets in step. Tidewell shows who is free, what
          they are on and when they are away, on the same page.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          gap={1.5}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          <Button size="lg" component="a" href={blockHref('hero-with-form')}>
            Get started free
          </Button>
          <Button
            size="lg"
            variant="outlined"
            color="neutral"
            aria-expanded={notesOpen}
            aria-controls={notesId}
            endDecorator={
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  transition: 'transform 0.2s',
                  transform: notesOpen ? 'rotate(180deg)' : 'none',
                }}
              >
                <ExpandMoreRoundedIcon />
              </Box>
            }
            onClick={() => setNotesOpen((open) => !open)}
          >
            What’s new in 4.0
          </Button>
        </Stack>
        <Sheet
          id={notesId}
          hidden={!notesOpen}
          variant="outlined"
          sx={{
            display: notesOpen ? 'block' : 'none',
            width: '100%',
            maxWidth: 560,
            borderRadius: 'md',
            p: 2,
            textAlign: 'start',
          }}
        >
          <List marker="disc" size="sm">
            {RELEASE_NOTES.map((note) => (
              <ListItem key={note}>{note}</ListItem>
            ))}
          </List>
        </Sheet>
      </Stack>
      <Typography
        level="body-sm"
        textColor="text.secondary"
        sx={{ mt: { xs: 6, md: 8 }, mb: 2 }}
      >
        Teams at these companies plan with Tidewell
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: { xs: 3, sm: 5 },
          rowGap: 1.5,
        }}
      >
        {CUSTOMERS.map((customer) => (
          <Typography
            key={customer.name}
            component="li"
            level="title-lg"
            textColor="text.secondary"
            sx={{ fontFamily: customer.font, fontWeight: customer.weight }}
          >
            {customer.name}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
