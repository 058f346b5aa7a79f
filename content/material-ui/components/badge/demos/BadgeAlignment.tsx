import Badge, { type BadgeOrigin } from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

const corners: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function BadgeAlignment() {
  return (
    <Stack direction="row" spacing={5}>
      {corners.map((anchorOrigin) => (
        <Badge
          key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`}
          anchorOrigin={anchorOrigin}
          badgeContent={3}
          color="primary"
        >
          <MailIcon color="action" />
        </Badge>
      ))}
    </Stack>
  );
}
