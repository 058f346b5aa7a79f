/**
 * `npm run build`: prebuild generation and checks, the static export into `out/`, then the search index.
 * `--configured` builds the configured test variant (scripts/configuredBuild.ts) into `out-configured/`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import { serviceWorkerSource } from '../src/service-worker/serviceWorkerSource';
import { CONFIGURED_OUT_DIR, configuredEnv, configuredPort } from './configuredBuild';

const configured = process.argv.includes('--configured');
const extraEnv = configured ? configuredEnv(configuredPort(Number(process.env.E2E_PORT ?? 3100))) : {};

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = performance.now();
run('npx', ['tsx', 'scripts/prebuild.ts']);
run('npx', ['next', 'build']);
// The search index reads the exported HTML, so it is built after the export.
run('npx', ['tsx', 'scripts/searchIndex.ts']);
// The service worker carries this build's id, so every build publishes a new /sw.js (src/service-worker).
writeFileSync('out/sw.js', serviceWorkerSource(readFileSync('.next/BUILD_ID', 'utf8').trim()));
if (configured) {
  // Next always exports into out/; the configured variant moves aside so the default build keeps its folder.
  rmSync(CONFIGURED_OUT_DIR, { recursive: true, force: true });
  renameSync('out', CONFIGURED_OUT_DIR);
}
console.log(`Build${configured ? ' (configured variant, into out-configured/)' : ''} finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
