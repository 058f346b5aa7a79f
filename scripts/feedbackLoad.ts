/** `npm run feedback:load`: 1000 posts from 20 concurrent clients at a fresh collector on 127.0.0.1; prints posts/s and latencies. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, runLoad } from '../server/feedback/loadTest';
import { startCollector, validItem } from '../server/feedback/testServer';

const TOTAL = 1000;
const CLIENTS = 20;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-load-'));
  const { app, url } = await startCollector(path.join(dir, 'feedback.sqlite'));
  try {
    const result = await runLoad(url, TOTAL, CLIENTS, (i) => validItem(`load ${i}`));
    const ok = result.statuses.get(201) ?? 0;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`${ok}/${TOTAL} posts stored (201) from ${CLIENTS} clients in ${(result.durationMs / 1000).toFixed(2)} s`);
    console.log(`throughput ${(ok / (result.durationMs / 1000)).toFixed(0)} posts/s; latency p50 ${ms(percentile(result.latenciesMs, 50))}, p99 ${ms(percentile(result.latenciesMs, 99))}, max ${ms(Math.max(...result.latenciesMs))}`);
    if (ok !== TOTAL) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
