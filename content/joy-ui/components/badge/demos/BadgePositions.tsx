import Badge from '@mui/joy/Badge';
import type { BadgeOrigin } from '@mui/joy/Badge';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const origins: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function BadgePositions() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {origins.map((origin) => (
        <Badge
          key={`${origin.vertical}-${origin.horizontal}`}
          anchorOrigin={origin}
          badgeContent="New"
        >
          <Sheet
            variant="outlined"
            sx={{
              width: 96,
              height: 64,
              borderRadius: 'sm',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {origin.vertical} {origin.horizontal}
          </Sheet>
        </Badge>
      ))}
    </Stack>
  );
}
