import * as React from 'react';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import { canSend, composerKeyAction } from './composer';
import { visuallyHidden } from './visuallyHidden';

interface ComposerProps {
  /** Who the message goes to, for the placeholder. */
  recipient: string;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
}

/** The reply box under a thread: Enter sends, Shift+Enter starts a new line, and so does the Send button. */
export default function Composer({
  recipient,
  draft,
  onDraftChange,
  onSend,
}: ComposerProps) {
  const handleKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (action !== 'send') return;
    // Without this the Enter would also land in the (now cleared) draft as a new line.
    event.preventDefault();
    onSend();
  };

  return (
    <Box
      component="form"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSend();
      }}
      sx={{ p: 1.5, borderTop: '1px solid', borderColor: 'divider', flexShrink: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FormControl sx={{ flex: 1, minWidth: 0 }}>
          <FormLabel sx={visuallyHidden}>Message</FormLabel>
          <Textarea
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={`Write to ${recipient}…`}
            minRows={1}
            maxRows={5}
            // A floor above the one-row height: the row is measured only in the browser, so the box
            // must not change size when it is (no layout shift after hydration).
            sx={{ minHeight: 44 }}
          />
          <FormHelperText>Enter sends. Shift+Enter adds a new line.</FormHelperText>
        </FormControl>
        <Button
          type="submit"
          disabled={!canSend(draft)}
          endDecorator={<SendRoundedIcon />}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          Send
        </Button>
      </Box>
    </Box>
  );
}
