import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InputInvertedColors() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 3, borderRadius: 'md', maxWidth: 480 }}
    >
      <Typography level="title-lg" component="h3">
        Product updates, once a month
      </Typography>
      <Typography level="body-sm" textColor="inherit" sx={{ mb: 2 }}>
        New features and fixes, with no marketing in between.
      </Typography>
      <Input
        type="email"
        placeholder="you@example.com"
        aria-label="Email address"
        endDecorator={<Button>Subscribe</Button>}
      />
    </Sheet>
  );
}
