import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { value: '128', label: 'Books read' },
  { value: '42', label: 'Reviews' },
  { value: '1.2k', label: 'Followers' },
];

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={3}
      divider={<Divider orientation="vertical" flexItem />}
    >
      {stats.map((stat) => (
        <Box key={stat.label}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
