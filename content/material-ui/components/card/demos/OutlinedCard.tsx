import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Open tickets', value: '18', change: '4 fewer than last week' },
  { label: 'Median reply time', value: '2 h 10 min', change: 'Within target' },
];

export default function OutlinedCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {stats.map((stat) => (
        <Card key={stat.label} variant="outlined" sx={{ minWidth: 200 }}>
          <CardContent>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              {stat.label}
            </Typography>
            <Typography variant="h4" component="p">
              {stat.value}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.change}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
