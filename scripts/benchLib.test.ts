import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractScriptSrcs, formatKB, formatTable, gzipSize, heaviestPage, isCountedPage, pagePathOf, lcpFcpRatio, median, medianOfMeasured, parseBenchArgs, type BenchRow } from './benchLib';

const DEFAULTS = ['/', '/material-ui/react-button'];

describe('parseBenchArgs', () => {
  it('builds, runs 3 times and measures the default pages when given nothing', () => {
    expect(parseBenchArgs([], DEFAULTS)).toEqual({ build: true, runs: 3, pages: DEFAULTS });
  });

  it('reads --no-build, --runs and --pages', () => {
    expect(parseBenchArgs(['--no-build', '--runs', '5', '--pages', '/a, /b/c'], DEFAULTS)).toEqual({ build: false, runs: 5, pages: ['/a', '/b/c'] });
    expect(parseBenchArgs(['--runs=1'], DEFAULTS).runs).toBe(1);
  });

  it.each([
    [['--runs', '0']],
    [['--runs', '2.5']],
    [['--runs', 'many']],
    [['--pages', 'material-ui']],
    [['--pages', '//evil.example']],
    [['--pages', ',']],
    [['--fast']],
    [['extra']],
  ])('rejects %j', (argv) => {
    expect(() => parseBenchArgs(argv, DEFAULTS)).toThrow();
  });
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([5])).toBe(5);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const input = [3, 1, 2];
    median(input);
    expect(input).toEqual([3, 1, 2]);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });

  it('ignores missing measurements in medianOfMeasured', () => {
    expect(medianOfMeasured([null, 0.9, 0.7, null, 0.8])).toBe(0.8);
    expect(medianOfMeasured([null, null])).toBeNull();
  });
});

describe('extractScriptSrcs', () => {
  const pageUrl = 'http://127.0.0.1:4173/material-ui/react-button';

  it('returns absolute, deduplicated srcs in document order, without inline scripts', () => {
    const html = `<!DOCTYPE html><html><head>
      <script src="/_next/static/chunks/webpack.js" async></script>
      <script>self.__next_f = []</script>
      <script src="chunk.js"></script>
      <script src="/_next/static/chunks/webpack.js"></script>
      </head><body>
      <script src="https://cdn.example.com/ads.js"></script>
      <script type="module" src="./mod.js"></script>
      </body></html>`;
    expect(extractScriptSrcs(html, pageUrl)).toEqual([
      'http://127.0.0.1:4173/_next/static/chunks/webpack.js',
      'http://127.0.0.1:4173/material-ui/chunk.js',
      'https://cdn.example.com/ads.js',
      'http://127.0.0.1:4173/material-ui/mod.js',
    ]);
  });

  it('leaves out nomodule scripts, data blocks and scripts without a src', () => {
    const html = `<script src="/polyfills.js" nomodule></script>
      <script type="application/json" src="/data.json"></script>
      <script type="application/ld+json">{}</script>
      <script src=""></script>
      <script type="text/javascript" src="/classic.js"></script>
      <script type=" Text/JavaScript " src="/classic2.js"></script>`;
    expect(extractScriptSrcs(html, pageUrl)).toEqual(['http://127.0.0.1:4173/classic.js', 'http://127.0.0.1:4173/classic2.js']);
  });

  it('ignores SVG scripts and honours <base href>', () => {
    const html = `<head><base href="/assets/"></head><body><svg><script src="/svg.js"></script></svg><script src="app.js"></script></body>`;
    expect(extractScriptSrcs(html, pageUrl)).toEqual(['http://127.0.0.1:4173/assets/app.js']);
  });
});

describe('sizes', () => {
  it('measures the level-9 gzip of the bytes', () => {
    const text = 'export const x = 1;\n'.repeat(500);
    const size = gzipSize(text);
    expect(size).toBe(gzipSync(text, { level: 9 }).length);
    expect(size).toBeLessThan(text.length / 10);
    expect(gunzipSync(gzipSync(text, { level: 9 })).toString()).toBe(text);
  });

  it('formats KB as 1024 bytes with one decimal', () => {
    expect(formatKB(1536)).toBe('1.5');
    expect(formatKB(0)).toBe('0.0');
  });
});

describe('isCountedPage', () => {
  it('counts site pages only', () => {
    expect(isCountedPage('index.html')).toBe(true);
    expect(isCountedPage('material-ui/react-button.html')).toBe(true);
    expect(isCountedPage('material-ui/404.html')).toBe(true);
    expect(isCountedPage('404.html')).toBe(false);
    expect(isCountedPage('_not-found.html')).toBe(false);
    expect(isCountedPage('first-load-floor.html')).toBe(false);
    expect(isCountedPage('_next/static/x.html')).toBe(false);
    expect(isCountedPage('index.txt')).toBe(false);
  });
});

describe('lcpFcpRatio', () => {
  it('divides LCP by FCP', () => {
    expect(lcpFcpRatio(2400, 1200)).toBe(2);
    expect(lcpFcpRatio(1000, 1000)).toBe(1);
  });
  it('is null when a metric is missing or FCP is not positive', () => {
    expect(lcpFcpRatio(null, 1000)).toBeNull();
    expect(lcpFcpRatio(1000, null)).toBeNull();
    expect(lcpFcpRatio(1000, 0)).toBeNull();
  });
});

describe('formatTable', () => {
  const row: BenchRow = {
    page: '/',
    jsGzipBytes: 102_400,
    htmlBytes: 30_720,
    htmlGzipBytes: 8_243,
    performance: 98,
    accessibility: 100,
    bestPractices: 96,
    seo: 100,
    fcpMs: 1060.2,
    lcpMs: 1834.6,
    lcpFcpRatio: 1.7304,
    loadedJsTransferBytes: 250000,
    tbtMs: 12.4,
    cls: 0.0012,
  };

  it('prints a padded markdown table with a header, an alignment rule and one row per page', () => {
    const lines = formatTable([row, { ...row, page: '/material-ui/react-button', performance: null, lcpFcpRatio: null, cls: null, loadedJsTransferBytes: null }]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| Page +\| First-load JS gzip KB \| All JS loaded KB \| HTML KB raw \/ gzip \| Perf \| FCP ms \| LCP ms \| LCP\/FCP \| A11y \|  BP \| SEO \| TBT ms \|   CLS \|$/);
    expect(lines[1]).toMatch(/^\| -+ \| -+: \|/);
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual(['', '/', '100.0', '244.1', '30.0 / 8.0', '98', '1060', '1835', '1.73', '100', '96', '100', '12', '0.001', '']);
    expect(lines[3]?.split('|').map((cell) => cell.trim())).toEqual(['', '/material-ui/react-button', '100.0', '–', '30.0 / 8.0', '–', '1060', '1835', '–', '100', '96', '100', '12', '–', '']);
    // Padded: every line has the same length.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('pagePathOf and heaviestPage', () => {
  it('maps export files to the paths they serve', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('material-ui/react-button.html')).toBe('/material-ui/react-button');
    expect(pagePathOf('material-ui/index.html')).toBe('/material-ui');
  });

  it('picks the largest HTML, the first in path order on a tie, and nothing from nothing', () => {
    const pages = [
      { relativePath: 'index.html', bytes: 40_000 },
      { relativePath: 'material-ui/react-text-field.html', bytes: 1_200_000 },
      { relativePath: 'material-ui/react-autocomplete.html', bytes: 1_600_000 },
      { relativePath: 'material-ui/react-zz.html', bytes: 1_600_000 },
    ];
    expect(heaviestPage(pages)).toBe('/material-ui/react-autocomplete');
    expect(heaviestPage([])).toBeNull();
  });
});
