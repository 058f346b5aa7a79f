import { parse, serializeOuter } from 'parse5';
import { describe, expect, it } from 'vitest';
import { gzipSize } from './benchLib';
import { demoFrameMarkup, demoWeight, formatDemoWeight } from './demoHtmlWeight';

const page = [
  '<main>',
  '<div data-demo-frame=""><div tabindex="-1"></div><div dir="ltr"><style data-emotion="demo a">.a{color:red}</style><button class="a">Go</button></div></div>',
  '<div data-demo-frame=""><div tabindex="-1"></div></div>',
  '</main>',
].join('');

describe('demo HTML weight', () => {
  it('takes each frame’s markup without its focus target, and "" for a frame left empty', () => {
    expect(demoFrameMarkup(page, parse, serializeOuter)).toEqual(['<div dir="ltr"><style data-emotion="demo a">.a{color:red}</style><button class="a">Go</button></div>', '']);
  });
  it('adds up the rendered frames, each gzipped alone', () => {
    const markup = '<div dir="ltr"><style data-emotion="demo a">.a{color:red}</style><button class="a">Go</button></div>';
    expect(demoWeight([page, page], parse, serializeOuter)).toEqual({ demos: 4, rendered: 2, bytes: 2 * Buffer.byteLength(markup), gzipBytes: 2 * gzipSize(markup) });
  });
  it('reports the average per rendered demo', () => {
    expect(formatDemoWeight({ demos: 4, rendered: 2, bytes: 4096, gzipBytes: 2048 })).toBe(
      'Server-rendered demos: 2 of 4 demo frames have their markup in the HTML; 1.00 KB gzip per demo on average (each gzipped alone; 2.0 KB raw; goal ≤ 3 KB gzip)',
    );
  });
});
