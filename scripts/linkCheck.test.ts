import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHtmlParser } from './htmlElements';
import { checkSite, classifyHref, markdownLinksIn, pageUrlForFile, resolveUrlPath, scanPage, type LinkReport } from './linkCheck';

let root: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

/** A small export shaped like Next's: `a/b.html` files, a folder beside its page, assets under `_next/`. */
function writeGoodSite() {
  write('index.html', page('<a href="/material-ui/react-button">Button</a><a href="/material-ui/react-button#props">Props</a><a href="#main">skip</a><main id="main"></main>'));
  write('material-ui.html', page('<a href="/">home</a>'));
  write('material-ui/react-button.html', page('<h2 id="props">Props</h2><a href="#props">here</a><a href="installation">relative sibling</a><a href="../material-ui">up</a><a href="#">top</a><a href="#top">top</a>'));
  write('material-ui/installation.html', page('<a name="legacy"></a><a href="/material-ui/installation#legacy">named anchor</a><a href="/logo.svg">logo</a><a href="/material-ui/react-button?tab=api#props">with query</a>'));
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write('404.html', page('<a href="/">Go home</a>'));
  // Next's own assets are not pages: a broken link in them would be Next's, not ours.
  write('_next/static/chunks/page.html', page('<a href="/nowhere">x</a>'));
}

async function check(options = {}): Promise<LinkReport> {
  return checkSite(root, options);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
  writeGoodSite();
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkSite', () => {
  it('passes a site whose links and anchors all resolve', async () => {
    const report = await check();
    expect(report.problems).toEqual([]);
    // index, material-ui, react-button, installation, 404 — not the file under _next/; 3 + 1 + 5 + 3 + 1 links.
    expect(report.pagesChecked).toBe(5);
    expect(report.linksChecked).toBe(13);
  });

  it('ignores external, protocol-relative, mailto and tel links', async () => {
    write('ext.html', page('<a href="https://github.com/mui/material-ui">gh</a><a href="http://example.com/x#nope">x</a><a href="//cdn.example.com/a.js">cdn</a><a href="mailto:a@b.c">mail</a><a href="tel:+123">tel</a>'));
    const report = await check();
    expect(report.problems).toEqual([]);
    expect(report.linksChecked).toBe(13);
  });

  it('counts precompressed siblings as no files of their own, as the server does', async () => {
    write('logo.svg.gz', 'gzip bytes');
    write('index.html.br', 'brotli bytes');
    write('index.html', page('<a href="/logo.svg">logo</a><a href="/logo.svg.gz">sibling</a>'));
    expect((await check()).problems).toEqual([{ page: '/', href: '/logo.svg.gz', kind: 'broken-link', detail: 'no file in the export serves /logo.svg.gz' }]);
    expect((await check()).pagesChecked).toBe(5);
  });

  it('reports a link to a missing page', async () => {
    write('index.html', page('<a href="/material-ui/react-buton">typo</a>'));
    expect((await check()).problems).toEqual([
      { page: '/', href: '/material-ui/react-buton', kind: 'broken-link', detail: 'no file in the export serves /material-ui/react-buton' },
    ]);
  });

  it('reports a missing anchor on the same page', async () => {
    write('index.html', page('<h2 id="usage">Usage</h2><a href="#usag">typo</a>'));
    expect((await check()).problems).toEqual([
      { page: '/', href: '#usag', kind: 'broken-anchor', detail: 'no element with id "usag" on this page' },
    ]);
  });

  it('reports a missing anchor on another page, and accepts an existing one', async () => {
    write('index.html', page('<a href="/material-ui/react-button#api">api</a><a href="/material-ui/react-button#props">props</a>'));
    expect((await check()).problems).toEqual([
      { page: '/', href: '/material-ui/react-button#api', kind: 'broken-anchor', detail: 'no element with id "api" on /material-ui/react-button' },
    ]);
  });

  it('resolves relative links against the page URL', async () => {
    // From /material-ui/react-button, `installation` is /material-ui/installation and `../react-button` is /react-button.
    write('material-ui/react-button.html', page('<h2 id="props"></h2><a href="installation#legacy">ok</a><a href="../react-button">broken</a><a href="./installation#nope">bad anchor</a>'));
    expect((await check()).problems).toEqual([
      { page: '/material-ui/react-button', href: '../react-button', kind: 'broken-link', detail: 'no file in the export serves /react-button' },
      { page: '/material-ui/react-button', href: './installation#nope', kind: 'broken-anchor', detail: 'no element with id "nope" on /material-ui/installation' },
    ]);
  });

  it('reports a duplicate id once per page', async () => {
    write('index.html', page('<h2 id="demo">a</h2><div id="demo"></div><svg><g id="demo"></g></svg><p id="other"></p>'));
    expect((await check()).problems).toEqual([
      { page: '/', href: '#demo', kind: 'duplicate-id', detail: 'id "demo" is used 3 times on this page' },
    ]);
  });

  it('reports javascript: hrefs, however they are disguised', async () => {
    write('index.html', page('<a href="javascript:void(0)">a</a><a href=" JavaScript:alert(1)">b</a><a href="java&#9;script:alert(1)">c</a>'));
    const problems = (await check()).problems;
    expect(problems.map((problem) => [problem.href, problem.kind])).toEqual([
      ['javascript:void(0)', 'unsafe-href'],
      [' JavaScript:alert(1)', 'unsafe-href'],
      ['java\tscript:alert(1)', 'unsafe-href'],
    ]);
  });

  it('reports trailing-slash links, even to pages that exist', async () => {
    write('index.html', page('<a href="/material-ui/react-button/">slash</a><a href="/material-ui/">folder</a><a href="/">root is fine</a>'));
    expect((await check()).problems).toEqual([
      { page: '/', href: '/material-ui/react-button/', kind: 'broken-link', detail: 'trailing slash: link to /material-ui/react-button instead' },
      { page: '/', href: '/material-ui/', kind: 'broken-link', detail: 'trailing slash: link to /material-ui instead' },
    ]);
  });

  it('reports a repeated broken href once per page', async () => {
    write('index.html', page('<a href="/gone">1</a><a href="/gone">2</a>'));
    const report = await check();
    expect(report.problems).toHaveLength(1);
  });

  it('reports Markdown links printed in the text of a page', async () => {
    write(
      'material-ui/api/dialog.html',
      page('<li id="slot-transition"><p>The transition. [Follow this guide](/material-ui/transitions/#transition-slots)<!-- --> to learn more, [MDN](https://developer.mozilla.org/).</p></li>'),
    );
    expect((await check()).problems).toEqual([
      { page: '/material-ui/api/dialog', href: '[Follow this guide](/material-ui/transitions/#transition-slots)', kind: 'markdown-link', detail: expect.stringContaining('Markdown link printed as text') },
      { page: '/material-ui/api/dialog', href: '[MDN](https://developer.mozilla.org/)', kind: 'markdown-link', detail: expect.stringContaining('Markdown link printed as text') },
    ]);
  });

  it('checks 404.html like any page', async () => {
    write('404.html', page('<a href="/home">home</a>'));
    expect((await check()).problems).toMatchObject([{ page: '/404', href: '/home', kind: 'broken-link' }]);
  });

  it('treats absolute links to siteOrigin as internal', async () => {
    write('index.html', page('<a href="http://127.0.0.1:3000/material-ui/react-button#props">ok</a><a href="http://127.0.0.1:3000/missing">missing</a><a href="http://127.0.0.1:4000/missing">other port</a>'));
    expect((await check()).problems).toEqual([]);
    expect((await check({ siteOrigin: 'http://127.0.0.1:3000' })).problems).toMatchObject([
      { href: 'http://127.0.0.1:3000/missing', kind: 'broken-link' },
    ]);
  });

  it('decodes percent-encoded paths and fragments', async () => {
    write('guides/ünïcode.html', page('<h2 id="café">x</h2>'));
    write('index.html', page('<a href="/guides/%C3%BCn%C3%AFcode#caf%C3%A9">encoded</a><a href="/guides/ünïcode#café">raw</a><a href="/%E0%A4%A">bad escape</a>'));
    expect((await check()).problems).toMatchObject([{ href: '/%E0%A4%A', kind: 'broken-link' }]);
  });

  it('does not follow symlinks out of the export', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-links-outside-'));
    try {
      writeFileSync(path.join(outside, 'secret.html'), page(''));
      symlinkSync(path.join(outside, 'secret.html'), path.join(root, 'secret.html'));
      write('index.html', page('<a href="/secret">secret</a>'));
      expect((await check()).problems).toMatchObject([{ href: '/secret', kind: 'broken-link' }]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('scanPage', () => {
  it('collects ids, named anchors and hrefs, but not ids inside <template>', async () => {
    const scan = scanPage(page('<div id="a"><a name="b" href="/x">x</a></div><template><p id="hidden"></p></template><p id=""></p>'), await loadHtmlParser());
    expect([...scan.anchors]).toEqual(['a', 'b']);
    expect(scan.hrefs).toEqual(['/x']);
    expect(scan.duplicateIds.size).toBe(0);
  });
  it('leaves out the links of a live demo’s example markup, but keeps its ids', async () => {
    const scan = scanPage(page('<a href="/site">s</a><div data-demo-frame=""><nav><a href="/garden" id="crumb">Garden</a><a href="#filters">f</a></nav></div>'), await loadHtmlParser());
    expect(scan.hrefs).toEqual(['/site']);
    expect([...scan.anchors]).toEqual(['crumb']);
  });
});

describe('markdownLinksIn', () => {
  it('finds [text](/path) and [text](https://…) in text, joined across the comments React writes between strings', async () => {
    const parse = await loadHtmlParser();
    expect(markdownLinksIn(parse(page('<p>See [the guide](/material-ui/react-dialog)<!-- -->.</p><p>[a<!-- -->](https://mui.com/x/)</p>')))).toEqual([
      '[the guide](/material-ui/react-dialog)',
      '[a](https://mui.com/x/)',
    ]);
  });

  it('ignores code, rendered links, other brackets, and text split by an element', async () => {
    const parse = await loadHtmlParser();
    const html = page(
      '<pre><code>[a](/b)</code></pre><p>Use <code>[a](/b)</code>, <a href="/b">a</a>, [draft] (see /b), array[0](x) and [<code>a</code>](/b).</p><script>self.__next_f.push("[a](/b)")</script>',
    );
    expect(markdownLinksIn(parse(html))).toEqual([]);
  });
});

describe('URL helpers', () => {
  it('maps export files to the URLs the server answers', () => {
    expect(pageUrlForFile('index.html')).toBe('/');
    expect(pageUrlForFile('material-ui/react-button.html')).toBe('/material-ui/react-button');
  });

  it('resolves /a/b to a/b, else a/b.html', () => {
    const files = new Set(['index.html', 'a/b.html', 'robots.txt', 'a/c']);
    expect(resolveUrlPath(files, '/')).toBe('index.html');
    expect(resolveUrlPath(files, '/a/b')).toBe('a/b.html');
    expect(resolveUrlPath(files, '/a/c')).toBe('a/c');
    expect(resolveUrlPath(files, '/robots.txt')).toBe('robots.txt');
    expect(resolveUrlPath(files, '/a')).toBeUndefined();
  });

  it('classifies hrefs', () => {
    expect(classifyHref('https://mui.com/x', '/')).toEqual({ kind: 'external' });
    expect(classifyHref('https://mui.com/x#y', '/', 'https://mui.com')).toEqual({ kind: 'internal', pathname: '/x', fragment: 'y' });
    expect(classifyHref('vbscript:x', '/')).toEqual({ kind: 'unsafe', scheme: 'vbscript:' });
    expect(classifyHref('http://[bad', '/')).toEqual({ kind: 'invalid' });
    expect(classifyHref('b#c', '/a/x')).toEqual({ kind: 'internal', pathname: '/a/b', fragment: 'c' });
  });
});
