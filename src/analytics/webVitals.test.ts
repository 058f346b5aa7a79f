import { describe, expect, it, vi } from 'vitest';
import { reportWebVitals, shouldReportWebVitals, type VitalMetric, type WebVitalsModule } from './webVitals';

function fakeVitals(metric: VitalMetric): WebVitalsModule {
  const on = (report: (m: VitalMetric) => void) => report(metric);
  return { onCLS: on, onINP: vi.fn(), onLCP: vi.fn(), onFCP: vi.fn(), onTTFB: vi.fn() };
}

describe('web vitals', () => {
  it('samples 1 session in 10 000', () => {
    expect(shouldReportWebVitals(0)).toBe(true);
    expect(shouldReportWebVitals(0.00009)).toBe(true);
    expect(shouldReportWebVitals(0.0001)).toBe(false);
    expect(shouldReportWebVitals(0.5)).toBe(false);
  });

  it('does not even load the library for an unsampled session', () => {
    const load = vi.fn();
    expect(reportWebVitals(0.3, load, vi.fn())).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('reports each metric for a sampled session', async () => {
    const send = vi.fn();
    const load = vi.fn().mockResolvedValue(fakeVitals({ name: 'CLS', value: 0.0123, delta: 0.0123, id: 'v1', rating: 'good' }));
    expect(reportWebVitals(0.00001, load, send)).toBe(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('CLS', { value: 12, metric_delta: 0.0123, metric_id: 'v1', metric_rating: 'good', event_category: 'Web Vitals', non_interaction: 1 });
  });
});
