import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';

export default function ChipAdornments() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        avatar={<Avatar alt="" src="/static/images/avatars/elena.svg" />}
        label="Elena Rossi"
      />
      <Chip
        avatar={<Avatar>H</Avatar>}
        label="Hiro Tanaka"
        color="primary"
        variant="outlined"
      />
      <Chip icon={<FaceIcon />} label="Guest" />
      <Chip
        icon={<LocalOfferIcon />}
        label="On sale"
        color="primary"
        variant="outlined"
      />
    </Stack>
  );
}
