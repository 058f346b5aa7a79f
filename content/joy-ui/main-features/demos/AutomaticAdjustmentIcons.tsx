import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

function DownloadIcon() {
  return (
    <SvgIcon>
      <path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />
    </SvgIcon>
  );
}

const sizes = ['sm', 'md', 'lg'] as const;

export default function AutomaticAdjustmentIcons() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button size={size} startDecorator={<DownloadIcon />}>
            Export
          </Button>
          <IconButton size={size} variant="outlined" aria-label={`Export (${size})`}>
            <DownloadIcon />
          </IconButton>
          <Chip size={size} variant="soft" startDecorator={<DownloadIcon />}>
            Exported
          </Chip>
        </Stack>
      ))}
      <Typography level="h4" component="p" startDecorator={<DownloadIcon />}>
        Downloads
      </Typography>
      <Typography level="body-sm" startDecorator={<DownloadIcon />}>
        Files stay available for 7 days.
      </Typography>
    </Stack>
  );
}
