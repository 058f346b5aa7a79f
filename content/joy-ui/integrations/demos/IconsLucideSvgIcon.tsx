import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';
import { Camera, Download, Heart, type LucideIcon } from 'lucide-react';

type JoyLucideIconProps = { icon: LucideIcon } & Omit<
  SvgIconProps,
  'component' | 'sx'
>;

// Joy's SvgIcon renders the Lucide icon and gives it Joy's size, colour and margin.
// Lucide draws with strokes, so the fill Joy gives filled icons is turned off.
function JoyLucideIcon({ icon, ...props }: JoyLucideIconProps) {
  return <SvgIcon component={icon} sx={{ fill: 'none' }} {...props} />;
}

export default function IconsLucideSvgIcon() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Button
            key={size}
            size={size}
            variant="soft"
            startDecorator={<JoyLucideIcon icon={Download} />}
          >
            Export CSV
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <JoyLucideIcon icon={Camera} size="sm" />
        <JoyLucideIcon icon={Camera} />
        <JoyLucideIcon icon={Camera} size="lg" />
        <JoyLucideIcon icon={Camera} fontSize="xl4" color="primary" />
        <IconButton variant="outlined" color="danger" aria-label="Add to favourites">
          <JoyLucideIcon icon={Heart} />
        </IconButton>
      </Stack>
      <Typography level="body-sm" startDecorator={<JoyLucideIcon icon={Camera} />}>
        12 photos waiting to upload
      </Typography>
    </Stack>
  );
}
