import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="multiline-fixed"
        label="Delivery notes"
        multiline
        rows={4}
        defaultValue="Leave the parcel with the neighbour at number 12."
      />
      <TextField
        id="multiline-growing"
        label="Review"
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What did you think of the book?"
      />
    </Stack>
  );
}
