import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Followers', value: '12.4k' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '96' },
];

export default function StackDivider() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
      {stats.map(({ label, value }) => (
        <div key={label}>
          <Typography level="title-lg">{value}</Typography>
          <Typography level="body-xs">{label}</Typography>
        </div>
      ))}
    </Stack>
  );
}
