import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import AssignmentIcon from '@mui/icons-material/Assignment';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <FolderIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        <ImageIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
        <AssignmentIcon />
      </Avatar>
    </Stack>
  );
}
