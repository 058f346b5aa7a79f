import * as React from 'react';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import {
  firstInvalidField,
  validateCompose,
  type ComposeDraft,
  type ComposeErrors,
  type ComposeField,
} from './compose';

/** What the dialog opens with: its title and the form to start from (empty, or a reply). */
export interface ComposeRequest {
  title: string;
  draft: ComposeDraft;
}

interface ComposeModalProps {
  /** null when the dialog is closed. */
  request: ComposeRequest | null;
  onClose: () => void;
  onSend: (draft: ComposeDraft) => void;
}

/** The "New message" dialog. Joy's Modal traps focus while it is open and gives it back on close. */
export default function ComposeModal({
  request,
  onClose,
  onSend,
}: ComposeModalProps) {
  return (
    <Modal open={request !== null} onClose={onClose}>
      <ModalDialog
        sx={{
          // Centred with margins rather than Joy's `left: 50%` + translate, which a right-to-left
          // stylesheet flips to `right: 50%` while the translate still pulls to the left.
          top: '50%',
          left: 0,
          right: 0,
          mx: 'auto',
          transform: 'translateY(-50%)',
          width: 'min(560px, calc(100vw - 2rem))',
          maxHeight: 'calc(100% - 2rem)',
          overflow: 'auto',
        }}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>{request?.title}</DialogTitle>
        {request !== null && (
          <ComposeForm initial={request.draft} onCancel={onClose} onSend={onSend} />
        )}
      </ModalDialog>
    </Modal>
  );
}

function ComposeForm({
  initial,
  onCancel,
  onSend,
}: {
  initial: ComposeDraft;
  onCancel: () => void;
  onSend: (draft: ComposeDraft) => void;
}) {
  const [draft, setDraft] = React.useState(initial);
  const [errors, setErrors] = React.useState<ComposeErrors>({});
  const toRef = React.useRef<HTMLInputElement>(null);
  const subjectRef = React.useRef<HTMLInputElement>(null);
  const bodyRef = React.useRef<HTMLTextAreaElement>(null);
  const fields: Record<
    ComposeField,
    React.RefObject<HTMLInputElement | HTMLTextAreaElement | null>
  > = { to: toRef, subject: subjectRef, body: bodyRef };

  const change =
    (field: ComposeField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
      // Typing in a field answers its error; text in the message also answers "subject or message".
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        if (field === 'body') delete next.subject;
        return next;
      });
    };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCompose(draft);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first !== undefined) {
      fields[first].current?.focus();
      return;
    }
    onSend(draft);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <FormControl error={errors.to !== undefined}>
          <FormLabel>To</FormLabel>
          <Input
            value={draft.to}
            onChange={change('to')}
            placeholder="name@example.com"
            autoFocus={initial.to === ''}
            slotProps={{
              input: {
                ref: toRef,
                inputMode: 'email',
                autoComplete: 'off',
                'aria-invalid': errors.to !== undefined,
              },
            }}
          />
          <FormHelperText>
            {errors.to ?? 'Separate several addresses with commas.'}
          </FormHelperText>
        </FormControl>
        <FormControl error={errors.subject !== undefined}>
          <FormLabel>Subject</FormLabel>
          <Input
            value={draft.subject}
            onChange={change('subject')}
            slotProps={{
              input: {
                ref: subjectRef,
                'aria-invalid': errors.subject !== undefined,
              },
            }}
          />
          {errors.subject !== undefined && (
            <FormHelperText>{errors.subject}</FormHelperText>
          )}
        </FormControl>
        <FormControl error={errors.body !== undefined}>
          <FormLabel>Message</FormLabel>
          <Textarea
            value={draft.body}
            onChange={change('body')}
            minRows={5}
            maxRows={12}
            autoFocus={initial.to !== ''}
            slotProps={{
              textarea: { ref: bodyRef, 'aria-invalid': errors.body !== undefined },
            }}
          />
          {errors.body !== undefined && (
            <FormHelperText>{errors.body}</FormHelperText>
          )}
        </FormControl>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Button variant="plain" color="neutral" onClick={onCancel}>
            Discard
          </Button>
          <Button type="submit" startDecorator={<SendRoundedIcon />}>
            Send
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
