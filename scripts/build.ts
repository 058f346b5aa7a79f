/**
 * `npm run build`: prebuild generation and checks, the static export into `out/`, then the search index
 * and Brotli/gzip copies of its compressible files.
 * `--configured` builds the configured test variant (scripts/configuredBuild.ts) into `out-configured/`.
 * The variant differs from the default build in its configuration only, which server components read
 * while pages are generated: when `.next/` holds the compile that the current `out/` was exported
 * from and no source changed since, the variant reuses it and only generates its pages again
 * (`next build --experimental-build-mode=generate`). `--full` always compiles.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteManifest } from '../server/siteManifest';
import { serviceWorkerSource } from '../src/service-worker/serviceWorkerSource';
import { CONFIGURED_OUT_DIR, configuredEnv, configuredPort } from './configuredBuild';
import { formatPrecompressReport, precompressExport } from './precompressExport';
import { staleSourcesReason } from './start';

const configured = process.argv.includes('--configured');
const extraEnv = configured ? configuredEnv(configuredPort(Number(process.env.E2E_PORT ?? 3100))) : {};

/**
 * Where scripts/demoCodeFiles.ts writes the demos' code files, copied into the export once `next
 * build` is done. A variant that reuses the compile reuses these too: they come from the same sources.
 */
const DEMO_CODE_DIR = '.generated/demo-code';

/** Where a current default export waits while the configured variant is built (Next always exports into out/). */
const KEPT_OUT_DIR = '.out-kept';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: '1' } });
  finish(result.status ?? 1);
}

/** Starts a step without waiting; `finish(await …)` ends the build the way `run` does if it failed. */
function runInBackground(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: '1' } });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function finish(status: number) {
  if (status === 0) return;
  if (configured && existsSync(KEPT_OUT_DIR)) {
    // A failed variant build must not cost the default export it set aside.
    rmSync('out', { recursive: true, force: true });
    renameSync(KEPT_OUT_DIR, 'out');
  }
  process.exit(status);
}

/** Why the variant cannot reuse `.next/`'s compile (a readable reason), or null when it can. */
async function compileNotReusable(): Promise<string | null> {
  if (process.argv.includes('--full')) return '--full was given';
  if (!existsSync('.next/BUILD_ID') || !existsSync('.generated')) return 'there is no earlier compile';
  let exported: string;
  try {
    exported = readSiteManifest('out').buildId;
  } catch {
    return 'out/ has no readable manifest';
  }
  if (exported !== readFileSync('.next/BUILD_ID', 'utf8').trim()) return 'out/ was not exported from the compile in .next/';
  return staleSourcesReason(process.cwd());
}

async function main() {
  const started = performance.now();
  const notReusable = configured ? await compileNotReusable() : 'only the configured variant reuses a compile';
  if (configured) console.log(notReusable === null ? 'Configured variant: reusing the compile of the current out/ (same sources), generating its pages only.' : `Configured variant: compiling (${notReusable}).`);
  if (configured && existsSync('out')) {
    rmSync(KEPT_OUT_DIR, { recursive: true, force: true });
    renameSync('out', KEPT_OUT_DIR);
  }
  if (notReusable === null) {
    // The generated modules are the ones that compile was made from: no source changed since.
    run('npx', ['next', 'build', '--experimental-build-mode=generate']);
    if (!existsSync(DEMO_CODE_DIR)) run('npx', ['tsx', 'scripts/demoCodeFiles.ts', DEMO_CODE_DIR]);
  } else {
    run('npx', ['tsx', 'scripts/prebuild.ts']);
    run('npx', ['next', 'build']);
    // After the compile, not beside it: Turbopack keeps both cores busy, and sharing them slowed the
    // compile by more than the files took (npm run bench:pages at 1 000 pages: 132 s against 110 s).
    run('npx', ['tsx', 'scripts/demoCodeFiles.ts', DEMO_CODE_DIR]);
  }
  cpSync(DEMO_CODE_DIR, 'out/static/demos', { recursive: true });
  // The icon finder's index and markup files (scripts/iconFinderData.ts).
  cpSync(path.join('.generated', 'icons'), 'out/static/icons', { recursive: true });
  // Next's chunks start loading after the first paint, not during parsing (scripts/afterPaintScripts.ts).
  run('npx', ['tsx', 'scripts/rewriteExport.ts']);
  // The template gallery's previews are the exported template pages without their scripts.
  run('npx', ['tsx', 'scripts/templatePreviews.ts']);
  // Link-preview cards on the other core while the Markdown pages and the search index are made.
  const cards = runInBackground('npx', ['tsx', 'scripts/ogImages.tsx']);
  // Every page as Markdown (`<path>.md`) and /llms-full.txt, read from the exported HTML.
  run('npx', ['tsx', 'scripts/markdownPages.ts']);
  // The search index reads the exported HTML, so it is built after the export.
  run('npx', ['tsx', 'scripts/searchIndex.ts']);
  finish(await cards);
  // The service worker carries this build's id, so every build publishes a new /sw.js (src/service-worker).
  writeFileSync('out/sw.js', serviceWorkerSource(readFileSync('.next/BUILD_ID', 'utf8').trim()));
  // Brotli and gzip copies of every compressible file, which the server sends instead of compressing each reply.
  const precompressStarted = performance.now();
  const precompressed = await precompressExport('out');
  console.log(formatPrecompressReport(precompressed, (performance.now() - precompressStarted) / 1000));
  // Last: the manifest (page list, resolved configuration) is what the server runs from, and its presence marks a whole build.
  run('npx', ['tsx', 'scripts/writeManifest.ts']);
  if (configured) {
    // Next always exports into out/; the configured variant moves aside and the default export comes back untouched.
    rmSync(CONFIGURED_OUT_DIR, { recursive: true, force: true });
    renameSync('out', CONFIGURED_OUT_DIR);
    if (existsSync(KEPT_OUT_DIR)) renameSync(KEPT_OUT_DIR, 'out');
  }
  console.log(`Build${configured ? ' (configured variant, into out-configured/)' : ''} finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

void main();
