import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { COMPARED_WITH } from './data';
import { formatMetricValue, summariseChange, type Metric } from './metrics';
import { visuallyHidden } from './visuallyHidden';

const TREND_ICONS = {
  up: TrendingUpIcon,
  down: TrendingDownIcon,
  flat: TrendingFlatIcon,
} as const;

const SENTIMENT_COLORS = {
  positive: 'success',
  negative: 'error',
  neutral: 'default',
} as const;

/**
 * One key figure with its change on the previous period. The arrow and the sign say which way it
 * moved, the colour whether that is good news, and screen readers hear both in one sentence.
 */
export default function MetricCard({ metric }: { metric: Metric }) {
  const change = summariseChange(metric, COMPARED_WITH);
  const TrendIcon = TREND_ICONS[change.trend];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          {metric.label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ mt: 0.5, mb: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {formatMetricValue(metric)}
        </Typography>
        <Box
          aria-hidden
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Chip
            size="small"
            variant="outlined"
            color={SENTIMENT_COLORS[change.sentiment]}
            icon={<TrendIcon />}
            label={<span dir="ltr">{change.label}</span>}
          />
          <Typography variant="body2" color="text.secondary">
            vs previous 30 days
          </Typography>
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {change.description}
        </Box>
      </CardContent>
    </Card>
  );
}
