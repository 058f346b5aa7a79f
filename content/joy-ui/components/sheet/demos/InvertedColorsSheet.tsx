import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsSheet() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 3, borderRadius: 'md', width: '100%', maxWidth: 520 }}
    >
      <Typography level="title-lg">The product digest</Typography>
      <Typography textColor="inherit" sx={{ mb: 2 }}>
        One email a month with new features and fixes. No spam.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Work email</FormLabel>
          <Input type="email" autoComplete="email" />
        </FormControl>
        <Button>Subscribe</Button>
      </Stack>
    </Sheet>
  );
}
