import Stack from '@mui/material/Stack';
import SvgIcon, { createSvgIcon, type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

function TicketIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm5 2v2h2V8zm0 3v2h2v-2zm0 3v2h2v-2z" />
    </SvgIcon>
  );
}

// The same kind of component, made once at module level.
const MountainIcon = createSvgIcon(<path d="M2 20 9 7l4 7 2-3 7 9z" />, 'Mountain');

export default function SvgIconPaths() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <TicketIcon />
      <MountainIcon color="primary" />
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TicketIcon titleAccess="Concert ticket" />
        Row F, seat 12
      </Typography>
    </Stack>
  );
}
