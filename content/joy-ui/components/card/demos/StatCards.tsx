import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Revenue', value: '€48,210', change: '+12.4%', good: true },
  { label: 'Active users', value: '3,872', change: '+3.1%', good: true },
  { label: 'Churn rate', value: '2.3%', change: '+0.4 pts', good: false },
];

export default function StatCards() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {stats.map((stat) => (
        <Card key={stat.label} size="sm" variant="soft">
          <Typography level="body-sm">{stat.label} · June</Typography>
          <Typography level="h3" component="p">
            {stat.value}
          </Typography>
          <Chip
            size="sm"
            variant="outlined"
            color={stat.good ? 'success' : 'danger'}
            startDecorator={stat.good ? <TrendingUp /> : <TrendingDown />}
          >
            {stat.change} vs May
          </Chip>
        </Card>
      ))}
    </Box>
  );
}
