import * as React from 'react';
import Send from '@mui/icons-material/Send';
import Save from '@mui/icons-material/Save';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch
          checked={loading}
          onChange={(event) => setLoading(event.target.checked)}
        />
        <FormLabel>Show the loading state</FormLabel>
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button loading={loading}>Place order</Button>
        <Button loading={loading} loadingPosition="start" startDecorator={<Save />}>
          Save changes
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          endDecorator={<Send />}
          variant="soft"
        >
          Send invite
        </Button>
        <IconButton loading={loading} variant="outlined" aria-label="Refresh orders">
          <Refresh />
        </IconButton>
      </Stack>
    </Stack>
  );
}
