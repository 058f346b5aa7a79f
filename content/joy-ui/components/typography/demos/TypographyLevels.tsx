import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

const levels: { level: keyof TypographySystem; text: string }[] = [
  { level: 'h1', text: 'Plan your trip' },
  { level: 'h2', text: 'Lisbon in spring' },
  { level: 'h3', text: 'Where to stay' },
  { level: 'h4', text: 'Alfama and Graça' },
  { level: 'title-lg', text: 'Casa do Largo, 4 nights' },
  { level: 'title-md', text: 'Check-in from 15:00' },
  { level: 'title-sm', text: 'Breakfast included' },
  { level: 'body-lg', text: 'A quiet guesthouse on a square above the river.' },
  { level: 'body-md', text: 'Rooms have a balcony, a kettle and fast Wi-Fi.' },
  { level: 'body-sm', text: 'Free cancellation until 48 hours before arrival.' },
  { level: 'body-xs', text: 'Prices include VAT and the city tourist tax.' },
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1.5}>
      {levels.map(({ level, text }) => (
        <Stack
          key={level}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline' }}
        >
          <Typography
            level="body-xs"
            component="span"
            sx={{ width: 64, flexShrink: 0 }}
          >
            {level}
          </Typography>
          <Typography level={level} component="div">
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
