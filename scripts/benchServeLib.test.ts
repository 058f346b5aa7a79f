import { describe, expect, it } from 'vitest';
import {
  benchTargets,
  type BenchPair,
  combineRuns,
  formatBenchServeReport,
  formatRun,
  nginxConfig,
  parseBenchServeArgs,
  parseWrkDuration,
  parseWrkOutput,
  parseWrkSize,
  ratios,
  type WrkResult,
} from './benchServeLib';

const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:40123/material-ui/react-button
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    36.12ms    4.01ms  80.50ms   91.20%
    Req/Sec     1.38k    90.11     1.52k    72.00%
  Latency Distribution
     50%   35.80ms
     75%   37.00ms
     90%   39.10ms
     99%   52.34ms
  13812 requests in 10.01s, 722.41MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   1379.88
Transfer/sec:     72.17MB
`;

describe('parseBenchServeArgs', () => {
  it('has defaults for a 2-core machine', () => {
    expect(parseBenchServeArgs([])).toEqual({ seconds: 10, warmupSeconds: 3, rounds: 3, connections: 50, threads: 1, nginxWorkers: 1, root: 'out', accept: 'gzip, br' });
  });

  it('reads every flag', () => {
    expect(parseBenchServeArgs(['--seconds', '5', '--warmup', '1', '--rounds', '2', '--connections', '10', '--threads', '2', '--nginx-workers', '2', '--root', 'out-configured', '--accept', 'gzip'])).toEqual({
      seconds: 5,
      warmupSeconds: 1,
      rounds: 2,
      connections: 10,
      threads: 2,
      nginxWorkers: 2,
      root: 'out-configured',
      accept: 'gzip',
    });
  });

  it.each([
    [['--seconds', '0'], '--seconds must be a whole number of at least 1, not "0".'],
    [['--connections', 'many'], '--connections must be a whole number of at least 1, not "many".'],
    [['--threads', '4', '--connections', '2'], '--threads (4) cannot exceed --connections (2): wrk gives every thread a connection at least.'],
  ])('%j: %s', (argv, message) => {
    expect(() => parseBenchServeArgs(argv)).toThrow(message);
  });

  it('refuses unknown flags', () => {
    expect(() => parseBenchServeArgs(['--duration', '5'])).toThrow(/duration/);
  });
});

describe('benchTargets', () => {
  const files = [
    { relativePath: 'index.html', bytes: 100 },
    { relativePath: 'material-ui/react-button.html', bytes: 500 },
    { relativePath: 'material-ui/templates/dashboard/code.html', bytes: 2000 },
    { relativePath: 'docs/index.html', bytes: 3000 },
    { relativePath: '404.html', bytes: 9000 },
    { relativePath: '_not-found.html', bytes: 9000 },
    { relativePath: '_next/static/chunks/a.js', bytes: 700 },
    { relativePath: '_next/static/chunks/b.js', bytes: 800 },
    { relativePath: '_next/static/css/c.css', bytes: 9000 },
    { relativePath: 'llms-full.txt', bytes: 9000 },
  ];

  it('finds the heaviest page, the largest chunk and the Button page', () => {
    expect(benchTargets(files)).toEqual([
      { label: 'heaviest HTML page', urlPath: '/docs', relativePath: 'docs/index.html', bytes: 3000 },
      { label: 'largest JS chunk', urlPath: '/_next/static/chunks/b.js', relativePath: '_next/static/chunks/b.js', bytes: 800 },
      { label: 'Button page', urlPath: '/material-ui/react-button', relativePath: 'material-ui/react-button.html', bytes: 500 },
    ]);
  });

  it('names each file once and leaves out what the export lacks', () => {
    expect(benchTargets([{ relativePath: 'index.html', bytes: 1 }], 'index.html')).toEqual([{ label: 'heaviest HTML page', urlPath: '/', relativePath: 'index.html', bytes: 1 }]);
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig({ root: '/srv/out', port: 41000, dir: '/tmp/bench-nginx', workers: 1, asRoot: true });

  it('serves the export with gzip_static on a loopback port', () => {
    expect(config).toContain('listen 127.0.0.1:41000;');
    expect(config).toContain('root /srv/out;');
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(config).toContain('worker_processes 1;');
    expect(config).toContain('daemon off;');
    expect(config).toContain('sendfile on;');
    expect(config).not.toContain('tcp_nopush');
  });

  it('keeps every file nginx writes in its own folder', () => {
    for (const line of config.split('\n').filter((text) => /(pid|_log|_path) \//.test(text))) {
      expect(line, line).toContain('/tmp/bench-nginx/');
    }
    expect(config).toContain('access_log off;');
  });

  it('names a user only when started as root', () => {
    expect(config).toContain('user root;');
    expect(nginxConfig({ root: '/srv/out', port: 1, dir: '/tmp/x', workers: 2, asRoot: false })).not.toContain('user ');
  });
});

describe('wrk output', () => {
  it.each([
    ['850.00us', 0.85],
    ['12.34ms', 12.34],
    ['1.20s', 1200],
    ['2.00m', 120_000],
  ])('duration %s is %f ms', (text, ms) => {
    expect(parseWrkDuration(text)).toBeCloseTo(ms);
  });

  it.each([
    ['300B', 300],
    ['2.00KB', 2048],
    ['1.50MB', 1.5 * 1024 * 1024],
    ['1.21GB', 1.21 * 1024 ** 3],
  ])('size %s is %f bytes', (text, bytes) => {
    expect(parseWrkSize(text)).toBeCloseTo(bytes);
  });

  it('rejects what is not a wrk figure', () => {
    expect(() => parseWrkDuration('12')).toThrow('Not a wrk duration: "12"');
    expect(() => parseWrkSize('12 MB')).toThrow('Not a wrk size: "12 MB"');
  });

  it('reads the figures of a run', () => {
    expect(parseWrkOutput(WRK_OUTPUT)).toEqual({
      requestsPerSecond: 1379.88,
      p99Ms: 52.34,
      requests: 13812,
      bytesRead: 722.41 * 1024 * 1024,
      errorResponses: 4,
      socketErrors: 3,
    });
  });

  it('counts no errors when wrk reports none', () => {
    const clean = WRK_OUTPUT.replace(/^\s*(Socket errors|Non-2xx).*\n/gm, '');
    expect(parseWrkOutput(clean)).toMatchObject({ errorResponses: 0, socketErrors: 0 });
  });

  it('says what is missing', () => {
    expect(() => parseWrkOutput(WRK_OUTPUT.replace(/^\s*99%.*\n/m, ''))).toThrow(/no 99% latency \(was it run with --latency\?\)/);
  });
});

describe('combineRuns', () => {
  const run = (requestsPerSecond: number, p99Ms: number, errorResponses = 0): WrkResult => ({ requestsPerSecond, p99Ms, requests: 100, bytesRead: 1000, errorResponses, socketErrors: 1 });

  it('takes the medians of the figures and sums the counts', () => {
    expect(combineRuns([run(300, 5), run(100, 9, 2), run(200, 1)])).toEqual({ requestsPerSecond: 200, p99Ms: 5, requests: 300, bytesRead: 3000, errorResponses: 2, socketErrors: 3 });
    expect(combineRuns([run(300, 5), run(100, 9)])).toMatchObject({ requestsPerSecond: 200, p99Ms: 7 });
  });

  it('needs a run', () => {
    expect(() => combineRuns([])).toThrow(RangeError);
  });
});

describe('the report', () => {
  const result = (requestsPerSecond: number, p99Ms: number): WrkResult => ({ requestsPerSecond, p99Ms, requests: requestsPerSecond * 10, bytesRead: requestsPerSecond * 10 * 41_000, errorResponses: 0, socketErrors: 0 });
  const pair = (ours: WrkResult, nginx: WrkResult, oursEncoding = 'br'): BenchPair => ({
    target: { label: 'Button page', urlPath: '/material-ui/react-button', relativePath: 'material-ui/react-button.html', bytes: 487_302 },
    ours: { served: { status: 200, encoding: oursEncoding, bytes: 40_405 }, result: ours },
    nginx: { served: { status: 200, encoding: 'gzip', bytes: 51_619 }, result: nginx },
  });

  it('compares with nginx against the goals', () => {
    expect(ratios(pair(result(1000, 40), result(1250, 25)))).toEqual({ throughput: 0.8, p99: 1.6, met: true });
    expect(ratios(pair(result(800, 40), result(1250, 25))).met).toBe(false);
    expect(ratios(pair(result(1000, 60), result(1250, 25))).met).toBe(false);
  });

  it('prints both servers, what they sent, the ratios and a like-for-like note', () => {
    expect(formatBenchServeReport([pair(result(1000, 40), result(1250, 25))]).split('\n')).toEqual([
      'Button page: /material-ui/react-button (475.9 KB plain)',
      '  server encoding        body  wire/reply  requests/s         p99  errors',
      '  this   br           39.5 KB     40.0 KB        1000    40.00 ms       0',
      '  nginx  gzip         50.4 KB     40.0 KB        1250    25.00 ms       0',
      '  this ÷ nginx: 0.80× requests/s (goal ≥ 0.7×), 1.60× p99 (goal ≤ 2×): met',
      '  (not like for like: this server sent br, nginx gzip)',
      '',
    ]);
    expect(formatBenchServeReport([pair(result(1000, 40), result(1250, 25), 'gzip')])).not.toContain('not like for like');
  });
});

describe('formatRun', () => {
  it('prints one run', () => {
    expect(formatRun('nginx', 2, { requestsPerSecond: 41234.4, p99Ms: 2.314, requests: 1, bytesRead: 1, errorResponses: 0, socketErrors: 0 })).toBe('  nginx, run 2: 41234 requests/s, p99 2.31 ms');
  });
});
