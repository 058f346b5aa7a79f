import {
  formatCurrency,
  formatInteger,
  formatPercent,
  formatSigned,
} from './format';

/** How a metric's value is stored and shown: currency in cents, rates as ratios (0.029). */
export type MetricFormat = 'currency' | 'integer' | 'percent';

export interface Metric {
  id: string;
  label: string;
  value: number;
  previous: number;
  format: MetricFormat;
  /** Which direction is good news: more revenue is, a higher refund rate is not. */
  better: 'up' | 'down';
}

export type Trend = 'up' | 'down' | 'flat';
export type Sentiment = 'positive' | 'negative' | 'neutral';

export interface ChangeSummary {
  trend: Trend;
  sentiment: Sentiment;
  /** Short visible label: "+8.6%", "−0.2 pts". */
  label: string;
  /** Full sentence for screen readers, which says whether the change is good news. */
  description: string;
}

export function formatMetricValue(metric: Metric): string {
  switch (metric.format) {
    case 'currency':
      return formatCurrency(metric.value);
    case 'integer':
      return formatInteger(metric.value);
    default:
      return formatPercent(metric.value);
  }
}

/**
 * The change against the previous period. Rates change in percentage points (2.9% → 3.1% is
 * +0.2 pts), everything else as a relative percentage. A change that rounds to zero is flat.
 */
export function summariseChange(
  metric: Metric,
  comparedWith: string,
): ChangeSummary {
  const inPoints = metric.format === 'percent';
  if (!inPoints && metric.previous === 0) {
    const trend: Trend = metric.value > 0 ? 'up' : 'flat';
    return {
      trend,
      sentiment: trend === 'flat' ? 'neutral' : sentimentOf(trend, metric.better),
      label: trend === 'flat' ? '0.0%' : 'New',
      description:
        trend === 'flat'
          ? `No change on ${comparedWith}`
          : `Up from nothing on ${comparedWith}`,
    };
  }
  const change = inPoints
    ? (metric.value - metric.previous) * 100
    : ((metric.value - metric.previous) / Math.abs(metric.previous)) * 100;
  const rounded = Math.round(change * 10) / 10;
  const trend: Trend = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const sentiment = sentimentOf(trend, metric.better);
  const unit = inPoints ? ' pts' : '%';
  const size = `${Math.abs(rounded).toFixed(1)}${inPoints ? ' percentage points' : '%'}`;
  const verdict = sentiment === 'positive' ? 'an improvement' : 'a decline';
  return {
    trend,
    sentiment,
    label: `${formatSigned(rounded)}${unit}`,
    description:
      trend === 'flat'
        ? `No change on ${comparedWith}`
        : `${trend === 'up' ? 'Up' : 'Down'} ${size} on ${comparedWith}, ${verdict}`,
  };
}

function sentimentOf(trend: Trend, better: Metric['better']): Sentiment {
  if (trend === 'flat') return 'neutral';
  return trend === better ? 'positive' : 'negative';
}
