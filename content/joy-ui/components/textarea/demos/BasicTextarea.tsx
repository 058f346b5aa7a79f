import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea minRows={2} placeholder="Leave the parcel with the concierge" />
    </FormControl>
  );
}
