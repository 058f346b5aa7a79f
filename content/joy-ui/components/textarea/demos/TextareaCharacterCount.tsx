import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const LIMIT = 160;

export default function TextareaCharacterCount() {
  const [bio, setBio] = React.useState(
    'Product designer in Lisbon. I draw maps for fun.',
  );

  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Profile bio</FormLabel>
      <Textarea
        minRows={3}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        slotProps={{ textarea: { maxLength: LIMIT } }}
        endDecorator={
          <Typography level="body-xs" sx={{ marginInlineStart: 'auto' }}>
            {bio.length}/{LIMIT}
          </Typography>
        }
      />
    </FormControl>
  );
}
