import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../server/securityHeaders';
import { AFTER_PAINT_LOADER, loadScriptsAfterFirstPaint } from './afterPaintScripts';
import { extractScriptSrcs } from './benchLib';

const LOADER = `<script>${AFTER_PAINT_LOADER}</script>`;
const inert = (src: string) => `<script type="text/plain" data-after-paint="" src="${src}"></script>`;

function page(head: string, body = ''): string {
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
}

describe('loadScriptsAfterFirstPaint', () => {
  it('marks async classic scripts in head and body, drops script preloads and adds the loader before </head>', () => {
    const html = page(
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/c.js"/><script src="/a.js" async=""></script><script src="/b.js" async=""></script>',
      '<p>text</p><script src="/c.js" async=""></script>',
    );
    expect(loadScriptsAfterFirstPaint(html)).toBe(
      page(`<link rel="stylesheet" href="/a.css"/>${inert('/a.js')}${inert('/b.js')}${LOADER}`, `<p>text</p>${inert('/c.js')}`),
    );
  });

  it('leaves scripts alone that would not load the same way when inserted later', () => {
    const kept = [
      '<script src="/sync.js"></script>', // parser-blocking: order matters
      '<script src="/legacy.js" noModule=""></script>',
      '<script type="module" src="/m.js" async=""></script>',
      '<script type="application/json" src="/data.json" async=""></script>',
      '<script async="">window.inline = 1</script>',
      '<link rel="preload" as="style" href="/x.css"/>',
      '<link rel="modulepreload" href="/m.js"/>',
    ].join('');
    expect(loadScriptsAfterFirstPaint(page(kept))).toBe(page(kept));
  });

  it('does not take markup inside scripts, comments, styles or titles for tags', () => {
    const decoys = [
      '<script>document.write(\'<script src="/fake.js" async=""></\' + \'script>\')</script>',
      '<!-- <script src="/commented.js" async=""></script> -->',
      '<style>a::before { content: "<script src=/s.js async>" }</style>',
      '<title>&lt;head&gt; and </title>',
    ].join('');
    const html = page(`${decoys}<script src="/real.js" async=""></script>`);
    expect(loadScriptsAfterFirstPaint(html)).toBe(page(`${decoys}${inert('/real.js')}${LOADER}`));
  });

  it('reads quoted attributes containing > and any attribute order or case', () => {
    const html = page(`<SCRIPT ASYNC data-x="a>b" SRC='/q.js?x=1&amp;y=2'></SCRIPT>`);
    expect(loadScriptsAfterFirstPaint(html)).toBe(page(`${inert('/q.js?x=1&amp;y=2')}${LOADER}`));
  });

  it('returns the document unchanged when it has no async script, and is idempotent', () => {
    const plain = page('<script>1</script>');
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
    const once = loadScriptsAfterFirstPaint(page('<script src="/a.js" async=""></script>'));
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
  });

  it('refuses a document with scripts to move but no </head>', () => {
    expect(() => loadScriptsAfterFirstPaint('<p>x</p><script src="/a.js" async=""></script>')).toThrow(/no <\/head>/);
  });

  it('keeps the scripts counted as first-load JavaScript and adds exactly one inline hash, the loader', () => {
    const before = page('<script src="/a.js" async=""></script><script>pre()</script>', '<script src="/b.js" async=""></script>');
    const after = loadScriptsAfterFirstPaint(before);
    expect(extractScriptSrcs(after, 'http://x.test/p')).toEqual(extractScriptSrcs(before, 'http://x.test/p'));
    expect(inlineScriptHashes(after)).toHaveLength(inlineScriptHashes(before).length + 1);
  });
});
