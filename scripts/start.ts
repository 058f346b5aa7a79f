/**
 * `npm start`: rebuilds `out/` when its sources or its build-time configuration changed since the
 * last build, then serves it. The server is imported only after the build: on a fresh clone nothing
 * it could need exists before.
 */
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTimeEnvironment, changedBuildVariables } from '../src/config/docsConfig';
import { MANIFEST_FILE, readSiteManifest } from '../server/siteManifest';

/** What a build reads; a change to any of them makes `out/` stale. */
export const BUILD_INPUTS = ['src', 'content', 'scripts', 'public', 'next.config.ts', 'package.json'];
/** Written last by every successful build (the export's manifest); its modification time is the build's. */
export const BUILD_STAMP = path.join('out', MANIFEST_FILE);

async function mtimeOf(file: string): Promise<number | undefined> {
  return (await fs.stat(file).catch(() => undefined))?.mtimeMs;
}

/** The first file under `target` (a file or folder) modified after `since`, or undefined. */
async function findNewer(target: string, since: number): Promise<string | undefined> {
  const stat = await fs.stat(target).catch(() => undefined);
  if (stat === undefined) return undefined;
  if (!stat.isDirectory()) return stat.mtimeMs > since ? target : undefined;
  for (const entry of await fs.readdir(target, { withFileTypes: true })) {
    // Editor swap files and .DS_Store are not sources.
    if (entry.name.startsWith('.')) continue;
    const newer = await findNewer(path.join(target, entry.name), since);
    if (newer !== undefined) return newer;
  }
  return undefined;
}

/**
 * Why `out/` in `projectRoot` must be rebuilt before serving with the environment `env` (a readable
 * reason), or null when it is current.
 */
export async function staleBuildReason(projectRoot: string, env: Record<string, string | undefined> = process.env): Promise<string | null> {
  if ((await mtimeOf(path.join(projectRoot, BUILD_STAMP))) === undefined) return `${BUILD_STAMP} does not exist`;
  let builtEnvironment: Record<string, string>;
  try {
    builtEnvironment = readSiteManifest(path.join(projectRoot, 'out')).environment;
  } catch (error) {
    return error instanceof Error ? error.message.replace(/\.? Run npm run build\.$/, '') : String(error);
  }
  const changed = changedBuildVariables(builtEnvironment, buildTimeEnvironment(env));
  if (changed.length > 0) return `the build-time configuration changed (${changed.join(', ')})`;
  return staleSourcesReason(projectRoot);
}

/** Why the sources changed since `out/` was built (a readable reason), or null when none did; the configuration is not compared. */
export async function staleSourcesReason(projectRoot: string): Promise<string | null> {
  const builtAt = await mtimeOf(path.join(projectRoot, BUILD_STAMP));
  if (builtAt === undefined) return `${BUILD_STAMP} does not exist`;
  for (const input of BUILD_INPUTS) {
    const newer = await findNewer(path.join(projectRoot, input), builtAt);
    if (newer !== undefined) return `${path.relative(projectRoot, newer)} changed after the last build`;
  }
  return null;
}

function runBuild(projectRoot: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // npm is a .cmd script on Windows, which only a shell can start.
    const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const reason = await staleBuildReason(projectRoot);
  if (reason !== null) {
    console.log(`Building the site first: ${reason}.`);
    const code = await runBuild(projectRoot);
    if (code !== 0) {
      console.error(`npm run build failed (exit code ${code}); the server was not started.`);
      process.exit(code);
    }
  }
  // Imported only now: the server reads the export, which may not have existed a moment ago.
  const { startServer } = await import('../server/main');
  await startServer({ root: path.join(projectRoot, 'out') });
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
