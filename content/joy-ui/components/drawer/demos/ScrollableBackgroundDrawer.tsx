import * as React from 'react';
import HelpIcon from '@mui/icons-material/Help';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = [
  ['Create a project', 'Pick a name and the team that owns it.'],
  ['Connect a repository', 'Grant read access to the repository you deploy from.'],
  [
    'Set environment variables',
    'Add the keys your build needs; they are encrypted at rest.',
  ],
  ['Choose a region', 'Deploy close to your users; you can add regions later.'],
  [
    'Configure the build',
    'The build command and output folder are detected for most frameworks.',
  ],
  [
    'Add a domain',
    'Point a CNAME record at your project and wait for the certificate.',
  ],
  ['Deploy', 'Every push to the main branch now deploys to production.'],
  ['Invite your team', 'Teammates get their own preview for every pull request.'],
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function ScrollableBackgroundDrawer({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="soft"
        startDecorator={<HelpIcon />}
        onClick={() => setOpen(true)}
      >
        Setup help
      </Button>
      {steps.map(([title, text], index) => (
        <div key={title}>
          <Typography level="title-md" component="h2">
            {index + 1}. {title}
          </Typography>
          <Typography>{text}</Typography>
        </div>
      ))}
      {/* No backdrop, and the guide behind keeps scrolling under the wheel. */}
      <Drawer
        anchor="right"
        size="sm"
        open={open}
        onClose={() => setOpen(false)}
        hideBackdrop
        disableScrollLock
        container={window ? () => window().document.body : undefined}
      >
        <ModalClose aria-label="Close help" />
        <DialogTitle>Setup help</DialogTitle>
        <DialogContent sx={{ px: 1.5, color: 'text.secondary' }}>
          Stuck on a step? Check that the repository is connected with read access,
          then run the deploy again. Our support team answers within one working day.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
