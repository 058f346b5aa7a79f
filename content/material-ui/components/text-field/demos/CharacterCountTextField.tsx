import * as React from 'react';
import TextField from '@mui/material/TextField';

const MAX_LENGTH = 80;

export default function CharacterCountTextField() {
  const [bio, setBio] = React.useState('Librarian, cyclist, bakes on Sundays.');

  return (
    <TextField
      id="character-count-bio"
      label="Short bio"
      multiline
      minRows={2}
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      helperText={`${bio.length} / ${MAX_LENGTH}`}
      slotProps={{
        htmlInput: { maxLength: MAX_LENGTH },
        formHelperText: { sx: { textAlign: 'end' } },
      }}
      sx={{ width: 360, maxWidth: '100%' }}
    />
  );
}
