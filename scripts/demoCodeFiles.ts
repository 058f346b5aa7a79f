/**
 * `tsx scripts/demoCodeFiles.ts <dir>`: every demo's full code views, highlighted, as the static file
 * the code panel fetches (`/static/demos/<id>.json`, src/demos/demoCodeViews.ts), written into `<dir>`
 * from the prebuild's `.generated/demos/`, one process per core (`--shard=<i>/<n>` is one of them).
 * `scripts/build.ts` runs it after `next build` and copies the files into `out/static/demos/`. As
 * routes of the export the same files took Next's page generation about twice as long (1 000-page
 * bench: 2 082 files, generation 102 s with them and 77 s without, against 11.8 s for this script).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoData } from '../src/demos/demoData';
import { demoCodeViews } from '../src/demos/demoCodeViews';
import type { DemoCodeFile } from '../src/demos/demoCodeViewTypes';

const DEMOS_DIR = path.join('.generated', 'demos');

/** The demo ids of the prebuild's data files (`material-ui/components/button/demos/BasicButtons`), sorted. */
export async function demoIds(demosDir = DEMOS_DIR): Promise<string[]> {
  const files = await readdir(demosDir, { recursive: true, encoding: 'utf8' }).catch(() => {
    throw new Error(`Demo code files: ${demosDir} is missing; run the prebuild first (npm run build does).`);
  });
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length).split(path.sep).join('/'))
    .sort();
}

/** The ids shard `index` of `count` writes: every `count`-th one, from the `index`-th. */
export function shardOf<T>(ids: readonly T[], index: number, count: number): T[] {
  return ids.filter((_, position) => position % count === index);
}

/** `--shard=1/2` → { index: 1, count: 2 }; no flag → null. */
export function parseShard(args: readonly string[]): { index: number; count: number } | null {
  const flag = args.find((arg) => arg.startsWith('--shard='));
  if (!flag) return null;
  const match = /^--shard=(\d+)\/(\d+)$/.exec(flag);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) throw new Error(`Demo code files: ${flag} is not a shard; write --shard=<index>/<count> with index < count, e.g. --shard=0/2.`);
  return { index, count };
}

/** Writes the code file of each of `ids` into `outDir`; returns how many. */
export async function writeDemoCodeFiles(ids: readonly string[], outDir: string, demosDir = DEMOS_DIR): Promise<number> {
  for (const id of ids) {
    const data = JSON.parse(await readFile(path.join(demosDir, `${id}.json`), 'utf8')) as DemoData;
    const body: DemoCodeFile = { views: await demoCodeViews(data, 'full') };
    const file = path.join(outDir, `${id}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(body));
  }
  return ids.length;
}

function runShard(outDir: string, index: number, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), outDir, `--shard=${index}/${count}`], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Demo code files: shard ${index}/${count} failed (exit code ${code}).`))));
  });
}

async function main(args: string[]): Promise<void> {
  const outDir = args.find((arg) => !arg.startsWith('--'));
  if (!outDir) throw new Error('Usage: tsx scripts/demoCodeFiles.ts <output folder> [--shard=<index>/<count>]');
  const shard = parseShard(args);
  const ids = await demoIds();
  if (shard) {
    await writeDemoCodeFiles(shardOf(ids, shard.index, shard.count), outDir);
    return;
  }
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  const count = Math.max(1, Math.min(availableParallelism(), ids.length));
  await Promise.all(Array.from({ length: count }, (_, index) => runShard(outDir, index, count)));
  console.log(`Demo code files: ${ids.length} written to ${outDir} by ${count} processes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
