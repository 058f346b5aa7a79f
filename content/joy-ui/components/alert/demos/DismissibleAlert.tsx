import * as React from 'react';
import Close from '@mui/icons-material/Close';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState(true);
  const showAgainRef = React.useRef<HTMLButtonElement>(null);
  const dismissed = React.useRef(false);

  React.useEffect(() => {
    // The close button disappears with the alert, so move focus somewhere useful.
    if (!open && dismissed.current) showAgainRef.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Button
        ref={showAgainRef}
        variant="outlined"
        color="neutral"
        onClick={() => setOpen(true)}
      >
        Show the tip again
      </Button>
    );
  }

  return (
    <Alert
      color="primary"
      startDecorator={<Lightbulb />}
      endDecorator={
        <IconButton
          aria-label="Dismiss tip"
          variant="plain"
          color="primary"
          onClick={() => {
            dismissed.current = true;
            setOpen(false);
          }}
        >
          <Close />
        </IconButton>
      }
      sx={{ maxWidth: 520 }}
    >
      Press / anywhere to jump to the search box.
    </Alert>
  );
}
