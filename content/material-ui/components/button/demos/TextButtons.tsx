import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The actions under a forum comment stay quiet so the comment stays the focus.
export default function TextButtons() {
  return (
    <Box id="comment-1042" sx={{ maxWidth: 420 }}>
      <Typography variant="subtitle2" component="p">
        Marta Jensen · 2 hours ago
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        The 6.2 update fixed the sync issue for me. Clearing the cache was not
        needed.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small">Reply</Button>
        {/* Comments can only be edited in the first 15 minutes. */}
        <Button size="small" disabled>
          Edit
        </Button>
        <Button size="small" href="#comment-1042">
          Permalink
        </Button>
      </Stack>
    </Box>
  );
}
