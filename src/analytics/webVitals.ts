/** Web vitals (SPEC §7, §9): reported for 1 session in 10 000; the library is downloaded only for those. */
import { WEB_VITALS_SAMPLE_RATE } from '../ads/adConstants';

/** Whether this session reports web vitals, from one random draw in [0, 1). */
export function shouldReportWebVitals(draw: number): boolean {
  return draw < WEB_VITALS_SAMPLE_RATE;
}

/** A metric as the web-vitals library hands it over (the fields we send). */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
}

type OnMetric = (report: (metric: VitalMetric) => void) => void;

/** The web-vitals entry points used; `load` is a dynamic import in the site and a fake in tests. */
export interface WebVitalsModule {
  onCLS: OnMetric;
  onINP: OnMetric;
  onLCP: OnMetric;
  onFCP: OnMetric;
  onTTFB: OnMetric;
}

/** Reports every web vital through `send` when the session is sampled; returns whether it was. */
export function reportWebVitals(draw: number, load: () => Promise<WebVitalsModule>, send: (name: string, params: Record<string, string | number>) => void): boolean {
  if (!shouldReportWebVitals(draw)) return false;
  const report = (metric: VitalMetric) =>
    send(metric.name, {
      // CLS is a small fraction: scaled so analytics, which keeps integers, does not round it to 0.
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_delta: metric.delta,
      metric_id: metric.id,
      metric_rating: metric.rating,
      event_category: 'Web Vitals',
      non_interaction: 1,
    });
  load()
    .then((vitals) => {
      for (const on of [vitals.onCLS, vitals.onINP, vitals.onLCP, vitals.onFCP, vitals.onTTFB]) on(report);
    })
    .catch(() => {
      // Losing a sampled measurement is harmless; the page must not show an error for it.
    });
  return true;
}
