import { describe, expect, it } from 'vitest';
import { formatMetricValue, summariseChange, type Metric } from './metrics';

const base: Metric = {
  id: 'revenue',
  label: 'Revenue',
  value: 1601430,
  previous: 1489700,
  format: 'currency',
  better: 'up',
};
const period = 'the previous 30 days';

describe('formatMetricValue', () => {
  it('formats by the metric kind', () => {
    expect(formatMetricValue(base)).toBe('$16,014.30');
    expect(formatMetricValue({ ...base, format: 'integer', value: 1412 })).toBe(
      '1,412',
    );
    expect(formatMetricValue({ ...base, format: 'percent', value: 0.0288 })).toBe(
      '2.9%',
    );
  });
});

describe('summariseChange', () => {
  it('gives a relative change for amounts and counts', () => {
    const summary = summariseChange(base, period);
    expect(summary.trend).toBe('up');
    expect(summary.sentiment).toBe('positive');
    expect(summary.label).toBe('+7.5%');
    expect(summary.description).toBe(
      'Up 7.5% on the previous 30 days, an improvement',
    );
  });

  it('gives rates in percentage points', () => {
    const summary = summariseChange(
      { ...base, format: 'percent', value: 0.0288, previous: 0.0309 },
      period,
    );
    expect(summary.trend).toBe('down');
    expect(summary.sentiment).toBe('negative');
    expect(summary.label).toBe('\u22120.2 pts');
    expect(summary.description).toContain('Down 0.2 percentage points');
  });

  it('treats a fall as good news when lower is better', () => {
    const summary = summariseChange(
      { ...base, format: 'percent', value: 0.019, previous: 0.026, better: 'down' },
      period,
    );
    expect(summary.trend).toBe('down');
    expect(summary.sentiment).toBe('positive');
    expect(summary.description).toMatch(/an improvement$/);
  });

  it('calls a change that rounds to zero flat', () => {
    const summary = summariseChange(
      { ...base, value: 1000, previous: 1000.2 },
      period,
    );
    expect(summary).toMatchObject({
      trend: 'flat',
      sentiment: 'neutral',
      label: '0.0%',
    });
    expect(summary.description).toBe('No change on the previous 30 days');
  });

  it('does not divide by zero when there was nothing before', () => {
    const summary = summariseChange({ ...base, previous: 0 }, period);
    expect(summary).toMatchObject({
      trend: 'up',
      sentiment: 'positive',
      label: 'New',
    });
  });
});
