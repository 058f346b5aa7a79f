import { describe, expect, it } from 'vitest';
import { fitLine, formatSummaries, summarizeSweep, type SweepRecord } from './benchTestsLib';

describe('fitLine', () => {
  it('finds the line through exact points', () => {
    const line = fitLine([
      [0, 1],
      [2, 5],
      [4, 9],
    ]);
    expect(line?.slope).toBeCloseTo(2);
    expect(line?.intercept).toBeCloseTo(1);
  });

  it('has no line when there are fewer than two points or x never changes', () => {
    expect(fitLine([[3, 4]])).toBeNull();
    expect(
      fitLine([
        [3, 4],
        [3, 6],
      ]),
    ).toBeNull();
  });
});

describe('summarizeSweep', () => {
  const record: SweepRecord = {
    sweep: 'content',
    wallMs: 6_000,
    visits: [
      { item: '/a', demos: 2, phases: { open: 500, mount: 500, axe: 1_000 }, cpu: { open: 100, mount: 300, axe: 600 } },
      { item: '/b', demos: 4, phases: { open: 500, mount: 1_500, axe: 2_000 }, cpu: { open: 100, mount: 800, axe: 1_100 } },
      { item: '/c', demos: 6, phases: { open: 500, mount: 2_500, axe: 3_000 }, cpu: { open: 100, mount: 1_300, axe: 1_600 } },
    ],
  };

  it('adds up the visits and fits the cost of a demo and of a page', () => {
    const summary = summarizeSweep(record);
    expect(summary).toMatchObject({ sweep: 'content', wallS: 6, visits: 3, demos: 12, busyS: 12, wallPerDemoS: 0.5 });
    // 2 s, 4 s and 6 s for 2, 4 and 6 demos: one second a demo, nothing for the page itself.
    expect(summary.perDemoS).toBeCloseTo(1);
    expect(summary.perPageS).toBeCloseTo(0);
    // Main thread: 1 s, 2 s and 3 s: half a second a demo, nothing for the page.
    expect(summary.cpuS).toBeCloseTo(6);
    expect(summary.cpuPerDemoS).toBeCloseTo(0.5);
    expect(summary.cpuPerPageS).toBeCloseTo(0);
  });

  it('orders the phases by their time', () => {
    expect(summarizeSweep(record).phases).toEqual([
      ['axe', 6, expect.closeTo(3.3)],
      ['mount', 4.5, expect.closeTo(2.4)],
      ['open', 1.5, expect.closeTo(0.3)],
    ]);
  });

  it('has no per-demo figures for a sweep without demos', () => {
    const summary = summarizeSweep({ sweep: 'pages', wallMs: 1_000, visits: [{ item: '/x', demos: 0, phases: { axe: 900 } }] });
    expect(summary.wallPerDemoS).toBeNull();
    expect(summary.perDemoS).toBeNull();
  });
});

describe('formatSummaries', () => {
  it('prints a row per sweep and its phases with their shares', () => {
    const text = formatSummaries([summarizeSweep({ sweep: 'content', wallMs: 4_000, visits: [{ item: '/a', demos: 2, phases: { mount: 1_000, axe: 3_000 } }] })]);
    expect(text).toContain('| content | 4.0 | 1 | 2 | 4.0 | 2.000 | – | – | 0.0 | – | – |');
    expect(text).toContain('content: axe 3.0 s (75 %, main thread 0.0 s), mount 1.0 s (25 %, main thread 0.0 s)');
  });
});
