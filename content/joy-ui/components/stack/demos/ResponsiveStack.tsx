import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ResponsiveStack() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 560 }}>
      <Typography level="title-md">Delete the “Spring campaign” project?</Typography>
      <Typography level="body-sm" sx={{ mt: 0.5, mb: 2 }}>
        Its 42 tasks and 9 files will be removed for everyone.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="plain" color="neutral">
          Cancel
        </Button>
        <Button color="danger">Delete project</Button>
      </Stack>
    </Sheet>
  );
}
