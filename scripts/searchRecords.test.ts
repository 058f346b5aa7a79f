import { describe, expect, it } from 'vitest';
import { loadHtmlParser } from './htmlElements';
import type { SearchRecord } from '../src/search/types';
import { productOf } from '../src/search/pageProduct';
import { sitemapPaths } from './searchIndex';
import { articleHtml, dropRepeatedSections, extractRecords as extractWith, pageKeywords, pageKind } from './searchRecords';

const parse = await loadHtmlParser();
const extractRecords = (html: string, pathname: string, product: SearchRecord['product']) => extractWith(html, pathname, product, parse);

const guide = `<!DOCTYPE html><html><body>
<header><a href="/">MUI</a><button>Search…</button></header>
<nav aria-label="Sidebar"><a href="/x">Sidebar link</a></nav>
<main><article>
  <nav aria-label="Breadcrumbs"><ol><li>Material UI</li></ol></nav>
  <h1 class="x_title">Installation</h1>
  <p class="x_description">Add Material UI to a project.</p>
  <div class="markdown-body">
    <p>Intro text before any heading.</p>
    <h2 id="default-installation">Default installation<a href="#default-installation" class="heading-anchor" aria-label="Link">#</a></h2>
    <p>Install <code>@mui/material</code>, then <strong>Emotion</strong>.</p>
    <div data-code-block=""><pre><code>npm install @mui/material</code></pre><button>Copy</button><span role="status">Copied</span></div>
    <div data-demo="Basic"><button>Contained</button></div>
    <h3 id="peer-dependencies">Peer dependencies</h3>
    <table><tr><td>react</td><td>^19</td></tr></table>
  </div>
  <section aria-labelledby="_R_1_-q" data-feedback=""><h2 id="_R_1_-q">Was this page helpful?</h2><button>Yes</button></section>
  <footer><a href="/edit">Edit this page</a></footer>
</article></main></body></html>`;

const api = `<main><article><h1>Button API</h1><p class="y_description">API reference docs for the React Button component.</p>
<h2 id="props">Props</h2>
<ul>
  <li id="prop-disableRipple" data-api-kind="prop" data-api-name="disableRipple"><a href="#prop-disableRipple"><code>disableRipple</code></a><span>Type: </span><code>bool</code><div><p>If <code>true</code>, the ripple effect is disabled.</p></div></li>
  <li id="classes-root" data-api-kind="class" data-api-name="root"><a href="#classes-root"><code>root</code></a><span>Class name: </span><code>.MuiButton-root</code><div><p>Styles applied to the root element.</p></div></li>
  <li data-api-kind="prop" data-api-name="noId">skipped: no anchor</li>
</ul></article></main>`;

describe('extractRecords', () => {
  it('makes a page record and one record per h2/h3 section, from the article only, without controls, demos or the feedback form', () => {
    expect(extractRecords(guide, '/material-ui/getting-started/installation', 'material-ui')).toEqual<SearchRecord[]>([
      { id: '/material-ui/getting-started/installation', url: '/material-ui/getting-started/installation', title: 'Installation', page: '', text: 'Add Material UI to a project.', product: 'material-ui', kind: 'guide', isPage: true },
      {
        id: '/material-ui/getting-started/installation#default-installation',
        url: '/material-ui/getting-started/installation#default-installation',
        title: 'Default installation',
        page: 'Installation',
        text: 'Install @mui/material, then Emotion. npm install @mui/material',
        product: 'material-ui',
        kind: 'guide',
        isPage: false,
      },
      { id: '/material-ui/getting-started/installation#peer-dependencies', url: '/material-ui/getting-started/installation#peer-dependencies', title: 'Peer dependencies', page: 'Installation', text: 'react ^19', product: 'material-ui', kind: 'guide', isPage: false },
    ]);
  });

  it('makes a record per API row (data-api-kind/name with an id) found by its description and class name', () => {
    const records = extractRecords(api, '/material-ui/api/button', 'material-ui');
    expect(records.map((record) => [record.url, record.kind, record.title, record.text])).toEqual([
      ['/material-ui/api/button', 'api', 'Button API', 'API reference docs for the React Button component.'],
      ['/material-ui/api/button#prop-disableRipple', 'prop', 'disableRipple', 'If true, the ripple effect is disabled.'],
      ['/material-ui/api/button#classes-root', 'class', 'root', '.MuiButton-root Styles applied to the root element.'],
      // A row without an id cannot be linked to, so it stays part of its section's text.
      ['/material-ui/api/button#props', 'api', 'Props', 'skipped: no anchor'],
    ]);
  });

  it('caps long text at a word boundary and skips pages without an article heading', () => {
    const long = `<article><h1>T</h1><h2 id="a">A</h2><p>${'word '.repeat(200)}</p></article>`;
    const [, section] = extractRecords(long, '/t', 'system');
    expect(section?.text.length).toBeLessThanOrEqual(400);
    expect(section?.text.endsWith('word')).toBe(true);
    expect(extractRecords('<main><h1>Home</h1></main>', '/', 'default')).toEqual([]);
  });
});

describe('articleHtml', () => {
  it('keeps the first article with everything up to the last closing tag, or the whole page without one', () => {
    expect(articleHtml(guide).startsWith('<article>')).toBe(true);
    expect(articleHtml(guide).endsWith('</article>')).toBe(true);
    expect(articleHtml(guide)).not.toContain('Sidebar link');
    expect(articleHtml('<p>a</p><article><article>b</article></article><script>x</script>')).toBe('<article><article>b</article></article>');
    expect(articleHtml('<main><h1>Home</h1></main>')).toBe('<main><h1>Home</h1></main>');
  });

  it('gives the page record the keywords of its <meta name="keywords">, and none when the head has none', () => {
    const head = '<html><head><title>Badge</title><meta name="keywords" content="notification dot,unread count, counter"/></head><body>';
    expect(pageKeywords(head)).toBe('notification dot, unread count, counter');
    expect(pageKeywords('<html><head></head><body><meta name="keywords" content="in body"/>')).toBe('');
    const [page, ...sections] = extractRecords(head + guide, '/p', 'material-ui');
    expect(page?.keywords).toBe('notification dot, unread count, counter');
    expect(sections.every((record) => record.keywords === undefined)).toBe(true);
    expect(extractRecords(guide, '/p', 'material-ui')[0]).not.toHaveProperty('keywords');
  });

  it('gives the records of the whole page', () => {
    // What the sidebar or a payload after the article holds must not change the records.
    const padded = guide.replace('<main>', '<nav><article-like>x</article-like><h2 id="s">Sidebar</h2></nav><main>') + '<script>self.p("<article>")</script>';
    expect(extractRecords(padded, '/p', 'material-ui')).toEqual(extractRecords(guide, '/p', 'material-ui'));
  });
});

describe('dropRepeatedSections', () => {
  const section = (page: string, title: string): SearchRecord => ({ id: `${page}#x`, url: `${page}#x`, title, page: 'P', text: '', product: 'material-ui', kind: 'api', isPage: false });
  it('drops a heading found on many pages and keeps pages, rows and rarer headings', () => {
    const records = [...Array.from({ length: 3 }, (_, i) => section(`/p${i}`, 'Props')), section('/p0', 'Switch.Thumb'), { ...section('/p0', 'Props'), kind: 'prop' as const }];
    expect(dropRepeatedSections(records, 3).map((record) => record.title)).toEqual(['Switch.Thumb', 'Props']);
  });

  it('keeps the sections of guide and component pages, however common their heading', () => {
    const sizes = (page: string): SearchRecord => ({ ...section(page, 'Sizes'), kind: 'component' });
    const records = Array.from({ length: 4 }, (_, i) => sizes(`/c${i}`));
    expect(dropRepeatedSections(records, 3)).toHaveLength(4);
  });
});

describe('index helpers', () => {
  it('reads sitemap paths and finds each page’s product by its registry prefix', () => {
    expect(sitemapPaths('<urlset><url><loc>https://mui.com/</loc></url><url><loc>https://mui.com/joy-ui/api/button</loc></url></urlset>')).toEqual(['/', '/joy-ui/api/button']);
    expect(productOf('/joy-ui/api/button')).toBe('joy-ui');
    expect(productOf('/experiments/docs/writing-pages')).toBe('docs-infra');
    expect(productOf('/versions')).toBe('default');
    expect(pageKind('/base-ui/react-switch/components-api')).toBe('api');
    expect(pageKind('/base-ui/react-switch')).toBe('component');
  });
});
