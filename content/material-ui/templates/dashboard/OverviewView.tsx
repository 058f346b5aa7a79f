import Grid from '@mui/material/Grid';
import ChannelChart from './ChannelChart';
import { metrics } from './data';
import MetricCard from './MetricCard';
import RecentOrders from './RecentOrders';
import SessionsChart from './SessionsChart';

export default function OverviewView({
  onViewOrders,
}: {
  onViewOrders: () => void;
}) {
  return (
    <Grid container spacing={2}>
      {metrics.map((metric) => (
        <Grid key={metric.id} size={{ xs: 12, sm: 6, lg: 3 }}>
          <MetricCard metric={metric} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 7 }}>
        <SessionsChart />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChannelChart />
      </Grid>
      <Grid size={12}>
        <RecentOrders onViewAll={onViewOrders} />
      </Grid>
    </Grid>
  );
}
