/**
 * `npm run bench:serve`: this server against nginx (`gzip_static on`, Debian's nginx-light) serving
 * the same export with the same precompressed siblings, under wrk (Debian's), on the export's
 * heaviest HTML page, its largest JavaScript chunk and the Button page. Prints requests/s and p99
 * latency for both (medians of runs taken in turn) and the ratios against the goals
 * (scripts/benchServeLib.ts). Run it alone: both servers and wrk share the machine. Installs nginx-light
 * and wrk with apt-get when they are missing and it runs as root. Flags: see parseBenchServeArgs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, promises as fs, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siblingName, siblingOf } from '../server/precompressed';
import { isPublishable } from '../server/urlFiles';
import {
  type BenchPair,
  type BenchServeArgs,
  type BenchTarget,
  benchTargets,
  combineRuns,
  type ExportFile,
  formatBenchServeReport,
  formatRun,
  nginxConfig,
  parseBenchServeArgs,
  parseWrkOutput,
  ratios,
  type ServedAs,
  type WrkResult,
} from './benchServeLib';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const isRoot = process.getuid?.() === 0;

/** Everything started, stopped on the way out whatever happens. */
const cleanups = new Set<() => void>();
function cleanUp() {
  for (const cleanup of [...cleanups].reverse()) cleanup();
  cleanups.clear();
}

/** The path of a program, looking in the sbin folders too (nginx is in /usr/sbin, often off a user's PATH). */
function findProgram(name: string): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin']) {
    const candidate = path.join(dir, name);
    if (dir !== '' && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** nginx and wrk, installed from Debian's packages when missing (as root), else a one-line instruction and exit. */
function ensureTools(): { nginx: string; wrk: string } {
  let nginx = findProgram('nginx');
  let wrk = findProgram('wrk');
  if (nginx === undefined || wrk === undefined) {
    const packages = [...(nginx === undefined ? ['nginx-light'] : []), ...(wrk === undefined ? ['wrk'] : [])];
    if (!isRoot) {
      console.error(`bench:serve needs ${packages.join(' and ')}: run sudo apt-get install -y ${packages.join(' ')}`);
      process.exit(1);
    }
    console.log(`Installing ${packages.join(' and ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
    if (install.status !== 0) {
      // A fresh container has no package lists yet.
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
    }
    nginx = findProgram('nginx');
    wrk = findProgram('wrk');
    if (install.status !== 0 || nginx === undefined || wrk === undefined) throw new Error(`apt-get could not install ${packages.join(' and ')}.`);
  }
  return { nginx, wrk };
}

/** Every published plain file of the export (no dot-files, no precompressed siblings) with its size. */
async function listExport(root: string): Promise<ExportFile[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative.split('/').every(isPublishable));
  const all = new Set(paths);
  const plain = paths.filter((relative) => siblingOf(relative, (base) => all.has(base)) === undefined);
  return Promise.all(plain.map(async (relativePath) => ({ relativePath, bytes: (await fs.stat(path.join(root, relativePath))).size })));
}

/** A port the OS says is free now; the server takes it a moment later, a race only a busy machine loses. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port found.'))));
    });
  });
}

/** Starts a long-running child in its own process group and registers its end; returns it with the tail of its output. */
function startChild(command: string, args: readonly string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  cleanups.add(() => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      // The group: tsx's node, or nginx's master and workers.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  return { child, output: () => output };
}

/** One GET without decompression: the status, Content-Encoding and body size a client with `accept` gets. */
function probe(url: string, accept: string): Promise<ServedAs> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': accept } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'identity'), bytes }));
      response.on('error', reject);
    });
    req.setTimeout(2000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function waitUntilServing(name: string, started: { child: ChildProcess; output: () => string }, url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) throw new Error(`${name} exited before answering:\n${started.output()}`);
    const served = await probe(url, 'identity').catch(() => undefined);
    if (served?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${started.output()}`);
}

function runWrk(wrk: string, args: BenchServeArgs, url: string, seconds: number): Promise<WrkResult> {
  const wrkArgs = ['-t', String(args.threads), '-c', String(args.connections), '-d', `${seconds}s`, '--latency', '-H', `Accept-Encoding: ${args.accept}`, url];
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, wrkArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrkOutput(output));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}

/** What a client with the bench's Accept-Encoding gets at `url`; anything but a 200 ends the bench. */
async function served(url: string, accept: string): Promise<ServedAs> {
  const answer = await probe(url, accept);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200.`);
  return answer;
}

/** Both servers on one file: a warm-up each, then `rounds` measured runs taken in turn, combined. */
async function compare(wrk: string, args: BenchServeArgs, target: BenchTarget, urls: { ours: string; nginx: string }): Promise<BenchPair> {
  const sides = { ours: { name: 'this', url: urls.ours, runs: [] as WrkResult[] }, nginx: { name: 'nginx', url: urls.nginx, runs: [] as WrkResult[] } };
  const servedAs = { ours: await served(urls.ours, args.accept), nginx: await served(urls.nginx, args.accept) };
  console.log(`${target.label}: ${target.urlPath}`);
  for (let round = 1; round <= args.rounds; round++) {
    for (const side of [sides.ours, sides.nginx]) {
      if (round === 1) await runWrk(wrk, args, side.url, args.warmupSeconds);
      const result = await runWrk(wrk, args, side.url, args.seconds);
      side.runs.push(result);
      console.log(formatRun(side.name, round, result));
    }
  }
  return {
    target,
    ours: { served: servedAs.ours, result: combineRuns(sides.ours.runs) },
    nginx: { served: servedAs.nginx, result: combineRuns(sides.nginx.runs) },
  };
}

async function main(): Promise<void> {
  const args = parseBenchServeArgs(process.argv.slice(2));
  const root = path.resolve(PROJECT_ROOT, args.root);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No export in ${root}: run npm run build first.`);
  const tools = ensureTools();
  const targets = benchTargets(await listExport(root));
  const missing = targets.filter((target) => !existsSync(path.join(root, siblingName(target.relativePath, 'gzip'))));
  if (missing.length > 0) throw new Error(`${missing.map((target) => target.relativePath).join(', ')} in ${root} ha${missing.length === 1 ? 's' : 've'} no .gz sibling: run npm run build (it writes them).`);

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
  const ourPort = await findFreePort();
  let nginxPort = await findFreePort();
  while (nginxPort === ourPort) nginxPort = await findFreePort();
  const ours = startChild(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    ...process.env,
    HOST,
    PORT: String(ourPort),
    DOCS_OUT_DIR: root,
    DOCS_FEEDBACK_DB: path.join(dir, 'feedback.sqlite'),
  });
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ root, port: nginxPort, dir, workers: args.nginxWorkers, asRoot: isRoot }));
  const nginx = startChild(tools.nginx, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')], process.env);
  await waitUntilServing('This server', ours, `http://${HOST}:${ourPort}/`);
  await waitUntilServing('nginx', nginx, `http://${HOST}:${nginxPort}/`);

  const nginxVersion = spawnSync(tools.nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(
    `bench:serve: ${args.connections} connections, wrk ${args.threads} thread${args.threads === 1 ? '' : 's'}, ${args.rounds} × ${args.seconds} s per server and file (in turn) after ${args.warmupSeconds} s of warm-up, Accept-Encoding: ${args.accept}; ` +
      `${nginxVersion.replace('nginx version: ', '')} with ${args.nginxWorkers} worker${args.nginxWorkers === 1 ? '' : 's'} and gzip_static; export ${root}\n`,
  );
  const pairs: BenchPair[] = [];
  for (const target of targets) {
    pairs.push(await compare(tools.wrk, args, target, { ours: `http://${HOST}:${ourPort}${target.urlPath}`, nginx: `http://${HOST}:${nginxPort}${target.urlPath}` }));
  }
  console.log(`\nMedians of ${args.rounds} run${args.rounds === 1 ? '' : 's'} each:\n`);
  console.log(formatBenchServeReport(pairs));
  const met = pairs.filter((pair) => ratios(pair).met).length;
  console.log(`Goals met on ${met} of ${pairs.length} files.`);
}

process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
main().then(
  () => cleanUp(),
  (error: unknown) => {
    cleanUp();
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
