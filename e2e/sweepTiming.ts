/**
 * Where a sweep's time goes: each visit (a page, in one styling) records how long each phase took
 * and how many demos it mounted, and the sweep writes the records to `.test-reports/sweeps/<name>.json`
 * when it ends, pass or fail. `npm run bench:tests` (scripts/benchTests.ts) reads them and prints the
 * seconds per sweep, per page and per demo, so a content change can see its cost before CI does.
 * Timing is only recorded, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import type { Page } from './fixtures';

/** One visit of a sweep: its item, its demo count and the milliseconds of each phase. */
export interface VisitTiming {
  item: string;
  demos: number;
  phases: Record<string, number>;
  /** The time the page's main thread spent in tasks per phase (Chromium's TaskDuration): its own work, not the test's waiting. */
  cpu: Record<string, number>;
}

/** The file a sweep's timing goes to. */
export const SWEEP_TIMING_DIR = path.join('.test-reports', 'sweeps');

/** Collects the visits of one sweep. */
export class SweepTimer {
  private readonly visits: VisitTiming[] = [];
  private readonly started = performance.now();

  constructor(readonly sweep: string) {}

  /** A new visit's record, filled in by `time` and `demos`. */
  visit(item: string): VisitTiming {
    const visit: VisitTiming = { item, demos: 0, phases: {}, cpu: {} };
    this.visits.push(visit);
    return visit;
  }

  private readonly sessions = new WeakMap<Page, Promise<CDPSession>>();

  /** The renderer's main-thread busy milliseconds so far, through a DevTools session kept per tab. */
  private async busyMs(page: Page): Promise<number> {
    let session = this.sessions.get(page);
    if (!session) {
      session = page
        .context()
        .newCDPSession(page)
        .then(async (created) => {
          await created.send('Performance.enable');
          return created;
        });
      this.sessions.set(page, session);
    }
    const { metrics } = await (await session).send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  }

  /**
   * Runs `work` on `page` and adds its duration to the visit's `phase`, with the page's main-thread
   * busy time over the same span. (A navigation starts a new renderer's count: the busy time of a
   * phase that navigates is what the new document spent.)
   */
  async time<T>(visit: VisitTiming, phase: string, page: Page, work: () => Promise<T>): Promise<T> {
    const before = await this.busyMs(page).catch(() => 0);
    const started = performance.now();
    try {
      return await work();
    } finally {
      visit.phases[phase] = (visit.phases[phase] ?? 0) + (performance.now() - started);
      const after = await this.busyMs(page).catch(() => before);
      visit.cpu[phase] = (visit.cpu[phase] ?? 0) + Math.max(0, after >= before ? after - before : after);
    }
  }

  /** Writes the sweep's records (called once, when the sweep ends). */
  write(): void {
    mkdirSync(SWEEP_TIMING_DIR, { recursive: true });
    const body = { sweep: this.sweep, wallMs: performance.now() - this.started, visits: this.visits };
    writeFileSync(path.join(SWEEP_TIMING_DIR, `${this.sweep}.json`), `${JSON.stringify(body, null, 1)}\n`);
  }
}
