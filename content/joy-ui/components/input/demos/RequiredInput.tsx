import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function RequiredInput() {
  const [created, setCreated] = React.useState<string | null>(null);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setCreated(String(data.get('company')));
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormControl required>
          <FormLabel>Company name</FormLabel>
          <Input name="company" autoComplete="organization" />
        </FormControl>
        <FormControl>
          <FormLabel>VAT number</FormLabel>
          <Input name="vat" placeholder="Optional" />
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Create workspace
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {created ? `Workspace created for ${created}.` : ''}
        </Typography>
      </Stack>
    </form>
  );
}
