import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import { readableErrorSx } from './readableError';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import { validateEmail } from './validation';

interface ForgotPasswordModalProps {
  open: boolean;
  /** The e-mail already typed on the sign-in form, to start from. */
  initialEmail: string;
  onClose: () => void;
  onSent: (email: string) => void;
}

/**
 * Asks for the e-mail that should get a reset link. Mounted afresh on each opening (the parent
 * changes its key), so it starts from the sign-in form's e-mail rather than from last time.
 */
export default function ForgotPasswordModal({
  open,
  initialEmail,
  onClose,
  onSent,
}: ForgotPasswordModalProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState<string | undefined>(undefined);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem !== undefined) {
      inputRef.current?.focus();
      return;
    }
    onSent(email);
  };

  return (
    <Modal open={open} onClose={onClose}>
      <ModalDialog sx={{ width: 'min(100%, 26rem)' }}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Reset your password</DialogTitle>
        <DialogContent>
          We will e-mail you a link to choose a new password.
        </DialogContent>
        <form noValidate onSubmit={handleSubmit} aria-label="Reset password">
          <FormControl required sx={readableErrorSx} error={error !== undefined}>
            <FormLabel>E-mail</FormLabel>
            <Input
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error !== undefined) setError(validateEmail(event.target.value));
              }}
              slotProps={{
                input: { ref: inputRef, 'aria-invalid': error !== undefined },
              }}
            />
            {error !== undefined && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
          <DialogActions sx={{ pt: 2 }}>
            <Button type="submit">Send reset link</Button>
            <Button type="button" variant="plain" color="neutral" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}
