import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

const initialKeys = ['Production server', 'Staging server', 'Analytics export'];

export default function ReturnFocusModal() {
  const [keys, setKeys] = React.useState(initialKeys);
  const [revoking, setRevoking] = React.useState<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moveFocus = React.useRef(false);

  // The Revoke button that opened the dialog is gone once the key is revoked,
  // so focus goes to the list's heading after the dialog has closed.
  React.useEffect(() => {
    if (revoking === null && moveFocus.current) {
      moveFocus.current = false;
      headingRef.current?.focus();
    }
  }, [revoking]);

  return (
    <div>
      <Typography
        id="api-keys-title"
        level="title-md"
        component="h3"
        ref={headingRef}
        tabIndex={-1}
      >
        API keys ({keys.length})
      </Typography>
      <List aria-labelledby="api-keys-title" sx={{ maxWidth: 360 }}>
        {keys.map((key) => (
          <ListItem
            key={key}
            endAction={
              <Button
                size="sm"
                variant="plain"
                color="danger"
                aria-label={`Revoke ${key} key`}
                onClick={() => setRevoking(key)}
              >
                Revoke
              </Button>
            }
          >
            {key}
          </ListItem>
        ))}
      </List>
      <Modal open={revoking !== null} onClose={() => setRevoking(null)}>
        <ModalDialog role="alertdialog">
          <DialogTitle>Revoke the {revoking} key?</DialogTitle>
          <DialogContent>
            Apps using this key stop working immediately.
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setKeys(keys.filter((key) => key !== revoking));
                moveFocus.current = true;
                setRevoking(null);
              }}
            >
              Revoke key
            </Button>
            <Button
              variant="plain"
              color="neutral"
              onClick={() => setRevoking(null)}
            >
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </div>
  );
}
