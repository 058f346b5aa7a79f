/**
 * The steps `npm test`, `npm run test:content` and `npm run bench:tests` share: a named, timed command
 * that ends the run when it fails, Debian's Chromium (installed when missing and allowed), and a
 * build of `out/` when it is not current.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { staleBuildReason } from './start';

/** The browser of the end-to-end tests. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Runs a command as a named step, printing its time; a failure ends the process with the command's status. */
export function run(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

/** Debian's Chromium is the only browser available here; install it when we are root, else say how. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.DOCS_NO_APT === '1') {
    console.error(`Chromium is missing at ${CHROMIUM}: run \`sudo apt-get update && sudo apt-get install -y chromium\` (or set CHROME_PATH), then run this command again.`);
    process.exit(1);
  }
  run('Install Debian Chromium (apt-get)', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
}

/** Builds `out/` unless it is current (same sources and configuration as its last build). */
export async function buildIfStale(): Promise<void> {
  const reason = await staleBuildReason(process.cwd());
  if (reason === null) console.log('\n▶ Build (static export): out/ is current (same sources and configuration), reused');
  else run(`Build (static export: ${reason})`, 'npx', ['tsx', 'scripts/build.ts']);
}
