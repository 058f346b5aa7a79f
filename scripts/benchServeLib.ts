/** The pure parts of `npm run bench:serve` (scripts/benchServe.ts): arguments, targets, nginx's config, wrk's output, the report. */
import { parseArgs } from 'node:util';

export interface BenchServeArgs {
  /** Seconds of each measured wrk run. */
  seconds: number;
  /** Seconds of the unmeasured wrk run before a server's first measured run on a file. */
  warmupSeconds: number;
  /** Measured runs per server and file, taken in turn (this, nginx, this, …): the shared machine's load drifts. */
  rounds: number;
  connections: number;
  /** wrk's threads: 1 leaves the machine's other core to the server being measured. */
  threads: number;
  /** nginx worker processes: 1 matches this server's single process. */
  nginxWorkers: number;
  /** The export to serve, relative to the project. */
  root: string;
  /** The Accept-Encoding every request sends; `gzip` alone compares the same encoding on both servers. */
  accept: string;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number of at least 1, not "${value}".`);
  return number;
}

/** Parses `--seconds`, `--warmup`, `--rounds`, `--connections`, `--threads`, `--nginx-workers`, `--root` and `--accept`; throws a one-line error on anything else. */
export function parseBenchServeArgs(argv: readonly string[]): BenchServeArgs {
  const names = ['seconds', 'warmup', 'rounds', 'connections', 'threads', 'nginx-workers', 'root', 'accept'] as const;
  const { values } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    strict: true,
    allowPositionals: false,
  });
  const value = (name: (typeof names)[number]) => {
    const raw = values[name];
    return typeof raw === 'string' ? raw : undefined;
  };
  const args: BenchServeArgs = {
    seconds: positiveInteger('seconds', value('seconds'), 10),
    warmupSeconds: positiveInteger('warmup', value('warmup'), 3),
    rounds: positiveInteger('rounds', value('rounds'), 3),
    connections: positiveInteger('connections', value('connections'), 50),
    threads: positiveInteger('threads', value('threads'), 1),
    nginxWorkers: positiveInteger('nginx-workers', value('nginx-workers'), 1),
    root: value('root') ?? 'out',
    accept: value('accept') ?? 'gzip, br',
  };
  if (args.threads > args.connections) throw new Error(`--threads (${args.threads}) cannot exceed --connections (${args.connections}): wrk gives every thread a connection at least.`);
  return args;
}

export interface ExportFile {
  /** Posix path from the export's root (`material-ui/react-button.html`). */
  relativePath: string;
  bytes: number;
}

export interface BenchTarget {
  label: string;
  /** The URL path requested (`/material-ui/react-button`). */
  urlPath: string;
  relativePath: string;
  bytes: number;
}

/** The URL path that serves an exported file: `.html` dropped, `index.html` as its folder. */
function urlPathOf(relativePath: string): string {
  if (!relativePath.endsWith('.html')) return `/${relativePath}`;
  const page = relativePath.slice(0, -'.html'.length);
  if (page === 'index') return '/';
  return `/${page.endsWith('/index') ? page.slice(0, -'/index'.length) : page}`;
}

const largest = (files: readonly ExportFile[]) => files.reduce<ExportFile | undefined>((best, file) => (best === undefined || file.bytes > best.bytes ? file : best), undefined);

/**
 * What the bench requests: the heaviest HTML page of the export, its largest JavaScript chunk and,
 * when the export has it, the Button page (the page the issue measured). `files` lists plain files
 * only (no precompressed siblings).
 */
export function benchTargets(files: readonly ExportFile[], extraPage = 'material-ui/react-button.html'): BenchTarget[] {
  const pages = files.filter((file) => file.relativePath.endsWith('.html') && !file.relativePath.startsWith('_next/') && !/(^|\/)(404|_not-found)\.html$/.test(file.relativePath));
  const chunks = files.filter((file) => file.relativePath.startsWith('_next/static/') && file.relativePath.endsWith('.js'));
  const targets: BenchTarget[] = [];
  const add = (label: string, file: ExportFile | undefined) => {
    if (file !== undefined && !targets.some((target) => target.relativePath === file.relativePath)) targets.push({ label, urlPath: urlPathOf(file.relativePath), ...file });
  };
  add('heaviest HTML page', largest(pages));
  add('largest JS chunk', largest(chunks));
  add('Button page', files.find((file) => file.relativePath === extraPage));
  return targets;
}

export interface NginxConfigOptions {
  root: string;
  port: number;
  /** A private folder for nginx's pid, log and temp files. */
  dir: string;
  workers: number;
  /** Whether nginx starts as root (it then needs a `user` to run its workers as). */
  asRoot: boolean;
}

/** The types of the export's files, so nginx sends the Content-Types this server sends. */
const NGINX_TYPES = [
  ['text/html', 'html'],
  ['text/javascript', 'js mjs'],
  ['text/css', 'css'],
  ['application/json', 'json map'],
  ['text/plain', 'txt'],
  ['text/markdown', 'md'],
  ['application/xml', 'xml'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['font/woff2', 'woff2'],
] as const;

/**
 * A self-contained nginx config serving `root` like this server does (`/a` → `a.html`), with
 * `gzip_static` sending the build's `.gz` siblings, on 127.0.0.1:`port`; every file nginx writes is in `dir`.
 */
export function nginxConfig(options: NginxConfigOptions): string {
  const { dir } = options;
  return [
    'daemon off;',
    'master_process on;',
    // Without it nginx, started as root, runs its workers as nobody, who may not read the export.
    ...(options.asRoot ? ['user root;'] : []),
    `worker_processes ${options.workers};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  types { ${NGINX_TYPES.map(([type, extensions]) => `${type} ${extensions};`).join(' ')} }`,
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    '  charset_types text/html text/javascript text/css application/json text/plain text/markdown application/xml;',
    '  access_log off;',
    `  client_body_temp_path ${dir}/client_body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    '  sendfile on;',
    // tcp_nopush stays off (its default): on, it held the last segment of larger replies for a
    // delayed ACK here, a p99 of 37–42 ms on the 113 KB heaviest page against 1.3 ms without.
    // wrk keeps its connections open; nginx would otherwise close each after 1 000 requests.
    '  keepalive_requests 1000000;',
    '  gzip_static on;',
    '  gzip_vary on;',
    '  server {',
    `    listen 127.0.0.1:${options.port};`,
    `    root ${options.root};`,
    '    location / { try_files $uri $uri.html $uri/index.html =404; }',
    '  }',
    '}',
    '',
  ].join('\n');
}

export interface WrkResult {
  requestsPerSecond: number;
  /** The 99th percentile latency, in milliseconds. */
  p99Ms: number;
  requests: number;
  /** Bytes read over the run, headers included (as wrk reports them, to three figures). */
  bytesRead: number;
  /** Responses with a status outside 2xx and 3xx. */
  errorResponses: number;
  /** Connect, read, write and timeout errors. */
  socketErrors: number;
}

const DURATION_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** A wrk duration (`850.00us`, `12.34ms`, `1.20s`, `2.00m`) in milliseconds. */
export function parseWrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (match === null) throw new Error(`Not a wrk duration: "${text}"`);
  return Number(match[1]) * (DURATION_UNITS[match[2] ?? ''] ?? Number.NaN);
}

/** A wrk size (`1.21GB`, `512.00KB`, `300B`) in bytes (wrk's units are powers of 1 024). */
export function parseWrkSize(text: string): number {
  const match = /^([\d.]+)(B|KB|MB|GB|TB)$/.exec(text.trim());
  if (match === null) throw new Error(`Not a wrk size: "${text}"`);
  return Number(match[1]) * (SIZE_UNITS[match[2] ?? ''] ?? Number.NaN);
}

/** Reads requests/s, p99 latency, the request count, bytes and errors from `wrk --latency` output; throws when a figure is missing. */
export function parseWrkOutput(output: string): WrkResult {
  const find = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output);
    if (match === null) throw new Error(`wrk's output has no ${what}:\n${output}`);
    return match;
  };
  const totals = find(/^\s*(\d+) requests in [\d.]+\w+, ([\d.]+\w+) read$/m, 'request total');
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(find(/^Requests\/sec:\s+([\d.]+)$/m, 'Requests/sec')[1]),
    p99Ms: parseWrkDuration(find(/^\s*99%\s+(\S+)$/m, '99% latency (was it run with --latency?)')[1] ?? ''),
    requests: Number(totals[1]),
    bytesRead: parseWrkSize(totals[2] ?? ''),
    errorResponses: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: sockets === null ? 0 : sockets.slice(1, 5).reduce((sum, count) => sum + Number(count), 0),
  };
}

function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Several runs of one server on one file as one result: the medians of requests/s and of p99, the sums of the counts. */
export function combineRuns(runs: readonly WrkResult[]): WrkResult {
  if (runs.length === 0) throw new RangeError('combineRuns needs at least one run');
  const sum = (pick: (run: WrkResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    requests: sum((run) => run.requests),
    bytesRead: sum((run) => run.bytesRead),
    errorResponses: sum((run) => run.errorResponses),
    socketErrors: sum((run) => run.socketErrors),
  };
}

export interface ServedAs {
  status: number;
  /** The Content-Encoding of the reply, or `identity`. */
  encoding: string;
  /** The body's size on the wire. */
  bytes: number;
}

/** One server's side of a comparison: what it sent a probe, and its runs combined (combineRuns). */
export interface BenchSide {
  served: ServedAs;
  result: WrkResult;
}

export interface BenchPair {
  target: BenchTarget;
  ours: BenchSide;
  nginx: BenchSide;
}

/** The goals of the issue: at least 0.7× nginx's requests/s, and a p99 latency at most 2× nginx's. */
export const GOALS = { minThroughputRatio: 0.7, maxP99Ratio: 2 } as const;

/** This server's requests/s and p99 latency as multiples of nginx's. */
export function ratios(pair: BenchPair): { throughput: number; p99: number; met: boolean } {
  const throughput = pair.ours.result.requestsPerSecond / pair.nginx.result.requestsPerSecond;
  const p99 = pair.ours.result.p99Ms / pair.nginx.result.p99Ms;
  return { throughput, p99, met: throughput >= GOALS.minThroughputRatio && p99 <= GOALS.maxP99Ratio };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One run as a progress line: `  this, run 2: 41234 requests/s, p99 2.31 ms`. */
export function formatRun(server: string, round: number, result: WrkResult): string {
  return `  ${server}, run ${round}: ${result.requestsPerSecond.toFixed(0)} requests/s, p99 ${result.p99Ms.toFixed(2)} ms`;
}

/**
 * The report: one block per target, both servers with what they sent (its encoding, body size, and
 * bytes per reply on the wire as wrk counted them, headers included), their figures, and the ratios.
 */
export function formatBenchServeReport(pairs: readonly BenchPair[]): string {
  const lines: string[] = [];
  const widths = [7, 10, 10, 12, 12, 12, 8];
  const row = (cells: readonly string[]) => `  ${cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('')}`;
  for (const pair of pairs) {
    const { target } = pair;
    lines.push(`${target.label}: ${target.urlPath} (${kb(target.bytes)} plain)`);
    lines.push(row(['server', 'encoding', 'body', 'wire/reply', 'requests/s', 'p99', 'errors']));
    for (const [name, side] of [['this', pair.ours], ['nginx', pair.nginx]] as const) {
      const { result } = side;
      const perReply = result.requests > 0 ? kb(result.bytesRead / result.requests) : '-';
      lines.push(row([name, side.served.encoding, kb(side.served.bytes), perReply, result.requestsPerSecond.toFixed(0), `${result.p99Ms.toFixed(2)} ms`, String(result.errorResponses + result.socketErrors)]));
    }
    const { throughput, p99, met } = ratios(pair);
    lines.push(
      `  this ÷ nginx: ${throughput.toFixed(2)}× requests/s (goal ≥ ${GOALS.minThroughputRatio}×), ${p99.toFixed(2)}× p99 (goal ≤ ${GOALS.maxP99Ratio}×): ${met ? 'met' : 'NOT met'}`,
    );
    if (pair.ours.served.encoding !== pair.nginx.served.encoding) {
      lines.push(`  (not like for like: this server sent ${pair.ours.served.encoding}, nginx ${pair.nginx.served.encoding})`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
