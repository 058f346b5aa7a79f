import Input from '@mui/joy/Input';

export default function BasicInput() {
  return (
    <Input
      placeholder="Order number or customer name"
      aria-label="Search orders"
      sx={{ maxWidth: 360 }}
    />
  );
}
