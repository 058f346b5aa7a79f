import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ClickableLinkChips() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip
        label="Avatar"
        component="a"
        href="/material-ui/react-avatar"
        clickable
      />
      <Chip
        label="Badge"
        component="a"
        href="/material-ui/react-badge"
        variant="outlined"
        clickable
      />
    </Stack>
  );
}
