import { parse, serializeOuter } from 'parse5';
import { describe, expect, it } from 'vitest';
import { gzipSize } from './benchLib';
import { demoFrameMarkup, demoStyles, demoWeight, formatDemoWeight } from './demoHtmlWeight';

const page = [
  '<head><style data-emotion="demo b c">.b{margin:0}.c{padding:0}</style></head>',
  '<main>',
  '<div data-demo-frame=""><div tabindex="-1"></div><div dir="ltr"><button class="a">Go</button></div></div>',
  '<div data-demo-frame=""><div tabindex="-1"></div></div>',
  '</main>',
].join('');

describe('demo HTML weight', () => {
  it('takes each frame’s markup without its focus target, and "" for a frame left empty', () => {
    expect(demoFrameMarkup(page, parse, serializeOuter)).toEqual(['<div dir="ltr"><button class="a">Go</button></div>', '']);
  });
  it('adds up the rendered frames and the page’s demo rules, each gzipped alone', () => {
    const markup = '<div dir="ltr"><button class="a">Go</button></div>';
    const styles = '.b{margin:0}.c{padding:0}';
    expect(demoStyles(page)).toBe(styles);
    expect(demoWeight([page, page], parse, serializeOuter)).toEqual({
      demos: 4,
      rendered: 2,
      bytes: 2 * (Buffer.byteLength(markup) + Buffer.byteLength(styles)),
      gzipBytes: 2 * (gzipSize(markup) + gzipSize(styles)),
    });
  });
  it('reports the average per rendered demo', () => {
    expect(formatDemoWeight({ demos: 4, rendered: 2, bytes: 4096, gzipBytes: 2048 })).toBe(
      'Server-rendered demos: 2 of 4 demo frames have their markup in the HTML; 1.00 KB gzip per demo on average, markup and the page\'s demo rules (each part gzipped alone; 2.0 KB raw; goal ≤ 3 KB gzip)',
    );
  });
});
