import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';

export default function BasicTooltip() {
  return (
    <Tooltip title="Delete draft">
      <IconButton>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}
