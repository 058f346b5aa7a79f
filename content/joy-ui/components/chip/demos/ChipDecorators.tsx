import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LocationOn from '@mui/icons-material/LocationOn';
import Schedule from '@mui/icons-material/Schedule';

export default function ChipDecorators() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip startDecorator={<LocationOn />}>Lisbon</Chip>
      <Chip color="success" startDecorator={<CheckCircle />}>
        Verified seller
      </Chip>
      <Chip variant="outlined" endDecorator={<Schedule />}>
        Due Friday
      </Chip>
      <Chip
        variant="outlined"
        startDecorator={<Avatar src="/static/images/avatars/elena.svg" alt="" />}
      >
        Elena Rossi
      </Chip>
    </Stack>
  );
}
