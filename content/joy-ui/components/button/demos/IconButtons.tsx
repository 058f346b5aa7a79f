import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Share from '@mui/icons-material/Share';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Edit invoice">
        <Edit />
      </IconButton>
      <IconButton aria-label="Copy invoice link" variant="outlined">
        <ContentCopy />
      </IconButton>
      <IconButton aria-label="Share invoice" variant="soft" color="primary">
        <Share />
      </IconButton>
      <IconButton aria-label="Delete invoice" variant="solid" color="danger">
        <Delete />
      </IconButton>
    </Stack>
  );
}
