import * as React from 'react';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const changes = [
  'Boards load twice as fast when they hold more than 500 cards.',
  'Cards can be moved between boards with drag and drop.',
  'Due dates show in your own time zone in every view.',
  'Recurring cards repeat daily, weekly, monthly or on weekdays.',
  'Comments support @mentions of whole teams.',
  'Attachments up to 250 MB, up from 100 MB.',
  'A new timeline view groups cards by assignee.',
  'Archived boards can be searched and restored for 90 days.',
  'Exports to CSV include custom fields and checklist progress.',
  'Keyboard shortcuts for moving a card to the next column.',
  'Board owners can lock column names.',
  'The mobile app works offline and syncs when you reconnect.',
  'Screen readers announce drag and drop moves.',
  'Fixed: duplicate notifications when a card was edited twice.',
  'Fixed: checklists lost their order after an import.',
];

export default function ScrollingDialogContent() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="soft"
        startDecorator={<NewReleasesIcon />}
        onClick={() => setOpen(true)}
      >
        What&apos;s new in 4.2
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* The list is too long to be read out as the dialog's description. */}
        <ModalDialog aria-describedby={undefined} maxWidth={480}>
          <ModalClose aria-label="Close" />
          <DialogTitle>What&apos;s new in 4.2</DialogTitle>
          {/* DialogContent scrolls; the title and close button stay in view. */}
          <DialogContent tabIndex={0}>
            <List marker="disc" aria-label="Changes in 4.2">
              {changes.map((change) => (
                <ListItem key={change}>{change}</ListItem>
              ))}
            </List>
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
