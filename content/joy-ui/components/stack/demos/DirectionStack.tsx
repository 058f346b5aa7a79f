import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';

export default function DirectionStack() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography level="title-md" sx={{ flex: 1 }}>
        Invoice INV-2024-0193
      </Typography>
      <IconButton variant="outlined" aria-label="Print invoice">
        <PrintIcon />
      </IconButton>
      <IconButton variant="outlined" aria-label="Download invoice as PDF">
        <DownloadIcon />
      </IconButton>
      <Button>Send to client</Button>
    </Stack>
  );
}
