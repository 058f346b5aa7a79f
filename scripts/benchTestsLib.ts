/**
 * The arithmetic of `npm run bench:tests`: from a sweep's visit records (e2e/sweepTiming.ts), the
 * seconds the sweep took, what one page and one demo cost, and where the time went by phase.
 */

/** One visit as e2e/sweepTiming.ts writes it. */
export interface VisitRecord {
  item: string;
  demos: number;
  phases: Record<string, number>;
  /** The page's main-thread busy milliseconds per phase (absent in older records). */
  cpu?: Record<string, number>;
}

/** A sweep's timing file. */
export interface SweepRecord {
  sweep: string;
  wallMs: number;
  visits: VisitRecord[];
}

/** What a sweep cost, in seconds. */
export interface SweepSummary {
  sweep: string;
  wallS: number;
  visits: number;
  demos: number;
  /** The visits' own time added up (with several tabs, more than the wall time). */
  busyS: number;
  /** The wall time divided over the demos: what the sweep spends per demo, page costs included. */
  wallPerDemoS: number | null;
  /** The fitted cost of one more demo on a page (busy seconds), and of a page without demos. */
  perDemoS: number | null;
  perPageS: number | null;
  /** The pages' main-thread task seconds added up: the browser's own work, without the test's waiting. */
  cpuS: number;
  /** The fitted main-thread seconds of one more demo and of a page without demos. */
  cpuPerDemoS: number | null;
  cpuPerPageS: number | null;
  /** Busy seconds per phase, largest first, with the phase's main-thread seconds. */
  phases: [string, number, number][];
}

/** The least-squares line through (x, y) points: null when x does not vary. */
export function fitLine(points: readonly [number, number][]): { slope: number; intercept: number } | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  if (variance === 0) return null;
  const slope = covariance / variance;
  return { slope, intercept: meanY - slope * meanX };
}

/** A visit's total time in milliseconds. */
function visitMs(visit: VisitRecord): number {
  return Object.values(visit.phases).reduce((sum, ms) => sum + ms, 0);
}

/** A visit's main-thread busy milliseconds. */
function visitCpuMs(visit: VisitRecord): number {
  return Object.values(visit.cpu ?? {}).reduce((sum, ms) => sum + ms, 0);
}

/** Summarises one sweep's records. */
export function summarizeSweep(record: SweepRecord): SweepSummary {
  const demos = record.visits.reduce((sum, visit) => sum + visit.demos, 0);
  const busyMs = record.visits.reduce((sum, visit) => sum + visitMs(visit), 0);
  const line = fitLine(record.visits.map((visit) => [visit.demos, visitMs(visit) / 1000]));
  const cpuLine = fitLine(record.visits.map((visit) => [visit.demos, visitCpuMs(visit) / 1000]));
  const phases = new Map<string, [number, number]>();
  for (const visit of record.visits) {
    for (const [phase, ms] of Object.entries(visit.phases)) {
      const [wall, cpu] = phases.get(phase) ?? [0, 0];
      phases.set(phase, [wall + ms / 1000, cpu + (visit.cpu?.[phase] ?? 0) / 1000]);
    }
  }
  return {
    sweep: record.sweep,
    wallS: record.wallMs / 1000,
    visits: record.visits.length,
    demos,
    busyS: busyMs / 1000,
    wallPerDemoS: demos > 0 ? record.wallMs / 1000 / demos : null,
    perDemoS: line ? line.slope : null,
    perPageS: line ? line.intercept : null,
    cpuS: record.visits.reduce((sum, visit) => sum + visitCpuMs(visit), 0) / 1000,
    cpuPerDemoS: cpuLine ? cpuLine.slope : null,
    cpuPerPageS: cpuLine ? cpuLine.intercept : null,
    phases: [...phases.entries()].map(([phase, [wall, cpu]]): [string, number, number] => [phase, wall, cpu]).sort((a, b) => b[1] - a[1]),
  };
}

/** Seconds with one decimal, or a dash. */
function seconds(value: number | null, digits = 1): string {
  return value === null ? '–' : value.toFixed(digits);
}

/** The report `npm run bench:tests` prints: a table of sweeps, then each sweep's phases. */
export function formatSummaries(summaries: readonly SweepSummary[]): string {
  const lines = [
    '| Sweep | Wall s | Visits | Demos | Visit s | Wall s per demo | Fitted s per demo | Fitted s per page | Main-thread s | Fitted main-thread s per demo | per page |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...summaries.map(
      (s) =>
        `| ${s.sweep} | ${seconds(s.wallS)} | ${s.visits} | ${s.demos} | ${seconds(s.busyS)} | ${seconds(s.wallPerDemoS, 3)} | ${seconds(s.perDemoS, 3)} | ${seconds(s.perPageS, 2)} | ${seconds(s.cpuS)} | ${seconds(s.cpuPerDemoS, 3)} | ${seconds(s.cpuPerPageS, 2)} |`,
    ),
    '',
  ];
  for (const s of summaries) {
    const total = s.phases.reduce((sum, [, value]) => sum + value, 0);
    const phase = ([name, wall, cpu]: [string, number, number]) => `${name} ${wall.toFixed(1)} s (${total > 0 ? Math.round((wall / total) * 100) : 0} %, main thread ${cpu.toFixed(1)} s)`;
    lines.push(`${s.sweep}: ${s.phases.map(phase).join(', ')}`);
  }
  return lines.join('\n');
}
