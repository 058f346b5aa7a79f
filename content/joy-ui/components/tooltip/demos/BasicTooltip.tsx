import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Archive from '@mui/icons-material/Archive';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Share from '@mui/icons-material/Share';

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Archive conversation">
        <IconButton variant="soft" aria-label="Archive conversation">
          <Archive />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share">
        <IconButton variant="soft" aria-label="Share">
          <Share />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete conversation">
        <IconButton variant="soft" color="danger" aria-label="Delete conversation">
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
