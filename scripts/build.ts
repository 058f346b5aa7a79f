/** `npm run build`: prebuild generation and checks, then the static export into `out/`. */
import { spawnSync } from 'node:child_process';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = performance.now();
run('npx', ['tsx', 'scripts/prebuild.ts']);
run('npx', ['next', 'build']);
console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
