import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function AlertLiveRegion() {
  const [saved, setSaved] = React.useState(false);
  const [publishError, setPublishError] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" onClick={() => setSaved(true)}>
          Save draft
        </Button>
        <Button onClick={() => setPublishError(true)}>Publish</Button>
      </Stack>
      {/* Always in the page, so a polite update of its text is announced. */}
      <Alert role="status" color={saved ? 'success' : 'neutral'}>
        {saved ? 'Draft saved. Only you can see it.' : 'Draft not saved yet.'}
      </Alert>
      {/* Added when something goes wrong: role="alert" interrupts to announce it. */}
      {publishError && (
        <Alert color="danger" variant="outlined">
          Couldn’t publish: add a title first.
        </Alert>
      )}
    </Stack>
  );
}
