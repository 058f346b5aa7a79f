import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const statuses = [
  { label: 'Draft', color: 'primary' },
  { label: 'In review', color: 'secondary' },
  { label: 'Published', color: 'success' },
  { label: 'Rejected', color: 'error' },
] as const;

export default function ColorChips() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Chip key={status.label} label={status.label} color={status.color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Chip
            key={status.label}
            label={status.label}
            color={status.color}
            variant="outlined"
          />
        ))}
      </Stack>
    </Stack>
  );
}
