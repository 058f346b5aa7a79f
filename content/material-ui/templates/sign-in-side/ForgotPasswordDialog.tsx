import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { describePasswordReset, validateEmail } from './validation';

interface ForgotPasswordDialogProps {
  open: boolean;
  /** What the reader already typed on the sign-in form, so they need not type it twice. */
  initialEmail: string;
  onClose: () => void;
}

/**
 * Asks for the account's e-mail and confirms the reset link. Give it a new `key` each time it
 * opens so it starts from the sign-in form's e-mail rather than the last attempt.
 */
export default function ForgotPasswordDialog({
  open,
  initialEmail,
  onClose,
}: ForgotPasswordDialogProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [submitted, setSubmitted] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const doneRef = React.useRef<HTMLButtonElement>(null);
  const error = submitted ? validateEmail(email) : undefined;

  // Once the link is "sent", the submit button is gone: hand the focus to the one that closes.
  React.useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus();
  }, [sentTo]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email) === undefined) {
      setSentTo(email);
    } else {
      inputRef.current?.focus();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forgot-password-title"
      aria-describedby="forgot-password-description"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
        <DialogContent>
          {sentTo === null ? (
            <React.Fragment>
              <DialogContentText id="forgot-password-description" sx={{ mb: 2 }}>
                Enter the e-mail address you sign in with. We will send a link to
                choose a new password.
              </DialogContentText>
              <TextField
                id="forgot-password-email"
                label="E-mail address"
                type="email"
                required
                fullWidth
                autoFocus
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error !== undefined}
                helperText={error}
                inputRef={inputRef}
                sx={{ mt: 1 }}
              />
            </React.Fragment>
          ) : (
            <Alert id="forgot-password-description" severity="success" role="status">
              {describePasswordReset(sentTo)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {sentTo === null ? (
            <React.Fragment>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained">
                Send reset link
              </Button>
            </React.Fragment>
          ) : (
            <Button ref={doneRef} onClick={onClose} variant="contained">
              Back to sign in
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
