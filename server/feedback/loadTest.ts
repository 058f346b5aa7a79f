/** Fires feedback posts at a listening collector from concurrent clients and measures what it held. */

export interface LoadResult {
  /** How many answers had each status (0 = network error). */
  statuses: Map<number, number>;
  /** The bodies of the items answered 201, with their ids. */
  accepted: { id: number; comment: string }[];
  latenciesMs: number[];
  durationMs: number;
}

/** Percentile `p` (0–100) of `values` by nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Posts `total` bodies (made by `body(i)`) to `url` from `concurrency` clients, each waiting for its previous answer. */
export async function runLoad(url: string, total: number, concurrency: number, body: (i: number) => unknown, timeoutMs = 60_000): Promise<LoadResult> {
  const statuses = new Map<number, number>();
  const accepted: LoadResult['accepted'] = [];
  const latenciesMs: number[] = [];
  const deadline = AbortSignal.timeout(timeoutMs);
  let next = 0;
  const started = performance.now();
  async function client(): Promise<void> {
    while (next < total && !deadline.aborted) {
      const i = next++;
      const payload = body(i);
      const t0 = performance.now();
      let status = 0;
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof payload === 'string' ? payload : JSON.stringify(payload), signal: deadline });
        status = response.status;
        const answer = (await response.json()) as { id?: number };
        if (status === 201 && typeof answer.id === 'number') accepted.push({ id: answer.id, comment: (payload as { comment: string }).comment });
      } catch {
        // A refused connection or a timeout counts as status 0.
      }
      latenciesMs.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  return { statuses, accepted, latenciesMs, durationMs: performance.now() - started };
}
