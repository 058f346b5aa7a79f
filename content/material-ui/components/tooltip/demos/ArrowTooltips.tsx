import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShareIcon from '@mui/icons-material/Share';

export default function ArrowTooltips() {
  return (
    <Tooltip title="Share playlist" arrow>
      <IconButton>
        <ShareIcon />
      </IconButton>
    </Tooltip>
  );
}
