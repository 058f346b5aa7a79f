import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Person } from './data';
import { formatJoined } from './people';
import PersonAvatar from './PersonAvatar';

interface ProfileDrawerProps {
  /** The person last opened; kept while the drawer slides out so it does not empty mid-way. */
  person: Person | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A person's profile in a side drawer. Joy's Drawer is a modal: it traps focus while open, closes
 * on Escape or the close button, and gives focus back to the button that opened it.
 */
export default function ProfileDrawer({
  person,
  open,
  onClose,
}: ProfileDrawerProps) {
  return (
    <Drawer anchor="right" size="md" open={open} onClose={onClose}>
      <ModalClose aria-label="Close profile" />
      <DialogTitle>{person?.name ?? 'Profile'}</DialogTitle>
      <DialogContent sx={{ px: 2, pb: 3, gap: 2 }}>
        {person !== null && (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <PersonAvatar person={person} sx={{ '--Avatar-size': '72px' }} />
              <div>
                <Typography level="title-md">{person.role}</Typography>
                <Typography level="body-sm">{person.title}</Typography>
              </div>
            </Stack>
            <Typography>{person.about}</Typography>
            <Divider />
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 1,
                '& dt': { fontWeight: 'lg', color: 'text.primary' },
                '& dd': { m: 0, color: 'text.secondary', overflowWrap: 'anywhere' },
              }}
            >
              <dt>Office</dt>
              <dd>{person.location}</dd>
              <dt>E-mail</dt>
              <dd>{person.email}</dd>
              <dt>Joined</dt>
              <dd>{formatJoined(person.joined)}</dd>
            </Box>
            <Divider />
            <Typography level="title-sm" component="h3">
              Skills
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {person.skills.map((skill) => (
                <Chip key={skill} variant="outlined">
                  {skill}
                </Chip>
              ))}
            </Stack>
          </>
        )}
      </DialogContent>
    </Drawer>
  );
}
