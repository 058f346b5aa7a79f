/** `npm run build`: prebuild generation and checks, the static export into `out/`, then the search index. */
import { spawnSync } from 'node:child_process';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = performance.now();
run('npx', ['tsx', 'scripts/prebuild.ts']);
run('npx', ['next', 'build']);
// The search index reads the exported HTML, so it is built after the export.
run('npx', ['tsx', 'scripts/searchIndex.ts']);
console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
