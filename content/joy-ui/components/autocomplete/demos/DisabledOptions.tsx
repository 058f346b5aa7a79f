import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import MeetingRoom from '@mui/icons-material/MeetingRoom';

interface Room {
  name: string;
  seats: number;
  booked: boolean;
}

const rooms: Room[] = [
  { name: 'Atlas', seats: 4, booked: false },
  { name: 'Borealis', seats: 8, booked: true },
  { name: 'Cascade', seats: 12, booked: false },
  { name: 'Delta', seats: 6, booked: true },
  { name: 'Everest', seats: 20, booked: false },
];

export default function DisabledOptions() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Meeting room, 14:00–15:00</FormLabel>
      <Autocomplete
        options={rooms}
        getOptionLabel={(room) =>
          `${room.name}, ${room.seats} seats${room.booked ? ' (booked)' : ''}`
        }
        getOptionDisabled={(room) => room.booked}
        startDecorator={<MeetingRoom />}
        placeholder="Choose a room"
      />
      <FormHelperText>
        Booked rooms are listed but can&apos;t be chosen.
      </FormHelperText>
    </FormControl>
  );
}
