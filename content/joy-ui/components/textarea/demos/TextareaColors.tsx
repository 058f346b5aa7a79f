import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import type { ColorPaletteProp } from '@mui/joy/styles';

const notes: { color: ColorPaletteProp; text: string }[] = [
  { color: 'primary', text: 'Kick-off call moved to Thursday at 10:00.' },
  { color: 'neutral', text: 'Meeting room B has a new projector.' },
  { color: 'success', text: 'Invoice #2041 was paid in full.' },
  { color: 'warning', text: 'The staging certificate expires in 5 days.' },
  { color: 'danger', text: 'Do not restart the payments service before 18:00.' },
];

export default function TextareaColors() {
  return (
    <Stack spacing={1.5} sx={{ width: 360, maxWidth: '100%' }}>
      {notes.map(({ color, text }) => (
        <Textarea
          key={color}
          color={color}
          variant="soft"
          defaultValue={text}
          aria-label={`Team note, ${color}`}
        />
      ))}
    </Stack>
  );
}
