import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { orders } from './data';
import { formatCurrency, formatDateTime } from './format';
import OrderStatusChip from './OrderStatusChip';

const latest = orders.slice(0, 5);

export default function RecentOrders({ onViewAll }: { onViewAll: () => void }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          Latest orders
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The five most recent orders across all channels
        </Typography>
      </CardContent>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {latest.map((order) => (
          <li key={order.number}>
            <Divider />
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {order.customer}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {order.number} · {order.channel} · {formatDateTime(order.placedAt)}
                </Typography>
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column-reverse', sm: 'row' },
                  alignItems: { xs: 'flex-end', sm: 'center' },
                  gap: { xs: 0.5, sm: 2 },
                }}
              >
                <OrderStatusChip status={order.status} />
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 500,
                    minWidth: { sm: '5rem' },
                    textAlign: 'right',
                  }}
                >
                  {formatCurrency(order.totalCents)}
                </Typography>
              </Box>
            </Box>
          </li>
        ))}
      </Box>
      <Divider />
      <Box sx={{ p: 1 }}>
        <Button
          onClick={onViewAll}
          endIcon={
            <ArrowForwardIcon
              sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
            />
          }
        >
          View all orders
        </Button>
      </Box>
    </Card>
  );
}
