import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const related = [
  { label: 'Joy UI overview', href: '/joy-ui/getting-started' },
  { label: 'Installation', href: '/joy-ui/getting-started/installation' },
  { label: 'Badge', href: '/joy-ui/react-badge' },
];

export default function LinkChips() {
  return (
    <Stack spacing={1}>
      <Typography level="title-sm">Related pages</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {related.map(({ label, href }) => (
          <Chip
            key={href}
            color="primary"
            slotProps={{ action: { component: 'a', href } }}
          >
            {label}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
