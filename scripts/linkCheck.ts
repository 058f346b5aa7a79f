/**
 * The broken-link check of the static export: every internal `<a href>` must name a file of the
 * export, every `#fragment` an element of its target page, no page may repeat an id, and no page's
 * text may show a Markdown link (`[text](/path)`) that was printed instead of rendered.
 * URLs resolve by the production server's own rule (server/urlFiles.ts): `/` → `index.html`,
 * `/a/b` → `a/b` when that file exists, else `a/b.html`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { siblingOf } from '../server/precompressed';
import { fileForUrlPath, isPublishable } from '../server/urlFiles';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { attributeOf, elementsOf, isHtmlElement, loadHtmlParser, type HtmlElement, type ParseHtml } from './htmlElements';

type HtmlParent = DefaultTreeAdapterTypes.ParentNode;

export type ProblemKind = 'broken-link' | 'broken-anchor' | 'duplicate-id' | 'unsafe-href' | 'markdown-link';

export interface LinkProblem {
  /** The page the link is on, as a URL path (`/material-ui/react-button`). */
  page: string;
  /** The href as written (for a duplicate id: `#id`; for a Markdown link: the `[text](url)` as printed). */
  href: string;
  kind: ProblemKind;
  detail: string;
}

export interface LinkReport {
  pagesChecked: number;
  /** Links followed: every `<a href>` that is not external, counting repeats. */
  linksChecked: number;
  problems: LinkProblem[];
}

export interface LinkCheckOptions {
  /** Absolute links to this origin (`http://127.0.0.1:3000`) are checked as internal links. */
  siteOrigin?: string;
}

/** What one page offers and links to. */
export interface PageScan {
  /** Fragment targets: every `id`, plus `name` of `<a>` elements. */
  anchors: Set<string>;
  /** Ids present more than once, with their count. */
  duplicateIds: Map<string, number>;
  /** Every `<a href>` value in document order. */
  hrefs: string[];
  /** Markdown links printed as text (`[text](/path)`, `[text](https://…)`), outside code. */
  markdownLinks: string[];
}

/** How an href is treated. */
export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'unsafe'; scheme: string }
  | { kind: 'invalid' }
  | { kind: 'internal'; pathname: string; fragment: string };

// Links must resolve to some origin even without a siteOrigin; `.invalid` is reserved and never real.
const PLACEHOLDER_ORIGIN = 'http://link-check.invalid';
// Schemes whose navigation runs script in the page: an XSS vector and never a real link.
const UNSAFE_SCHEMES = new Set(['javascript:', 'vbscript:']);

// `[text](/path)` or `[text](https://…)`: a link whose Markdown reached the page unrendered.
const MARKDOWN_LINK = /\[[^[\]\n]+\]\((?:\/|https?:\/\/)[^()\s]*\)/g;
// Text in these elements is code, script or data, where Markdown syntax is content, not a bug.
const NOT_PROSE = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'template', 'textarea', 'noscript']);

/**
 * The Markdown links printed in the text of a document, outside code. Each element's own text is
 * read as one run (React splits adjacent strings with `<!-- -->` comments); a child element breaks
 * the run, so `[<code>a</code>](/b)` or text around an element never joins into a false match.
 */
export function markdownLinksIn(document: HtmlParent): string[] {
  const found: string[] = [];
  const stack: HtmlParent[] = [document];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    let text = '';
    const children: HtmlParent[] = [];
    for (const child of node.childNodes) {
      if (child.nodeName === '#text' && 'value' in child) text += child.value;
      else if ('tagName' in child) {
        text += '\n';
        if (!NOT_PROSE.has(child.tagName)) children.push(child);
      }
    }
    found.push(...(text.match(MARKDOWN_LINK) ?? []));
    // Reversed onto the stack, so elements are read (and links reported) in document order.
    stack.push(...children.reverse());
  }
  return found;
}

/** Collects the anchors, duplicate ids, link hrefs and printed Markdown links of one HTML document; `parse` comes from `loadHtmlParser()`. */
export function scanPage(html: string, parse: ParseHtml): PageScan {
  const anchors = new Set<string>();
  const idCounts = new Map<string, number>();
  const hrefs: string[] = [];
  const document = parse(html);
  // Live demos are in the HTML (rendered at build time); their links are the demo's example data
  // (a breadcrumb to `/garden`, a toolbar's `#filters`), not the site's, so they are not checked.
  const inDemos = new Set<HtmlElement>();
  for (const element of elementsOf(document)) {
    if (attributeOf(element, 'data-demo-frame') !== undefined) for (const inner of elementsOf(element)) inDemos.add(inner);
  }
  for (const element of elementsOf(document)) {
    const id = attributeOf(element, 'id');
    // An empty id is no id (the DOM ignores it for fragment lookup and getElementById).
    if (id !== undefined && id !== '') {
      anchors.add(id);
      idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
    }
    // `a` in any namespace: SVG 2 links use a plain `href` too.
    if (element.tagName === 'a') {
      const href = attributeOf(element, 'href');
      if (href !== undefined && !inDemos.has(element)) hrefs.push(href);
      const name = attributeOf(element, 'name');
      if (name !== undefined && name !== '' && isHtmlElement(element, 'a')) anchors.add(name);
    }
  }
  const duplicateIds = new Map([...idCounts].filter(([, count]) => count > 1));
  return { anchors, duplicateIds, hrefs, markdownLinks: markdownLinksIn(document) };
}

/** The URL path a file of the export is served at: `index.html` → `/`, `a/b.html` → `/a/b`. */
export function pageUrlForFile(relativePath: string): string {
  const posix = relativePath.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/\.html$/, '')}`;
}

/** Classifies `href` found on the page at `pageUrl` (a decoded URL path). */
export function classifyHref(href: string, pageUrl: string, siteOrigin?: string): LinkTarget {
  const origin = new URL(siteOrigin ?? PLACEHOLDER_ORIGIN).origin;
  // Encode each segment so a page named `a#b.html` does not turn into a fragment.
  const base = `${origin}${pageUrl.split('/').map(encodeURIComponent).join('/')}`;
  let url: URL;
  try {
    // The URL parser strips the whitespace and tabs browsers strip, so `java\tscript:` is caught too.
    url = new URL(href, base);
  } catch {
    return { kind: 'invalid' };
  }
  if (UNSAFE_SCHEMES.has(url.protocol)) return { kind: 'unsafe', scheme: url.protocol };
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin) {
    return { kind: 'internal', pathname: url.pathname, fragment: url.hash.slice(1) };
  }
  // Other origins and other schemes (mailto:, tel:, …) are not this site's to check.
  return { kind: 'external' };
}

/** The export file a raw URL path names (`/`, `/a/b`), or undefined; `files` holds posix relative paths. */
export function resolveUrlPath(files: ReadonlySet<string>, pathname: string): string | undefined {
  return fileForUrlPath(pathname, (filePath) => files.has(filePath.slice(1)))?.slice(1);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Whether `fragment` (raw, from the URL) scrolls somewhere on a page with these anchors. */
function fragmentResolves(anchors: ReadonlySet<string>, fragment: string): boolean {
  if (anchors.has(fragment)) return true;
  // Browsers try the fragment as written, then percent-decoded (HTML "find a potential indicated element").
  const decoded = safeDecode(fragment);
  if (decoded !== undefined && anchors.has(decoded)) return true;
  // `#top` scrolls to the top of any page that has no such id: a valid link by the HTML spec.
  return (decoded ?? fragment).toLowerCase() === 'top';
}

/** Checks pre-read pages: `files` is every file of the export, `pages` maps `.html` files to their HTML. */
function checkPages(
  files: ReadonlySet<string>,
  pages: ReadonlyMap<string, string>,
  parse: ParseHtml,
  options: LinkCheckOptions = {},
): LinkReport {
  const scans = new Map<string, PageScan>();
  for (const [file, html] of pages) scans.set(file, scanPage(html, parse));

  const problems: LinkProblem[] = [];
  let linksChecked = 0;
  for (const file of [...scans.keys()].sort()) {
    const scan = scans.get(file);
    if (scan === undefined) continue;
    const page = pageUrlForFile(file);
    // A broken link in the sidebar repeats on a page; one report per page and href is enough.
    const reported = new Set<string>();
    const report = (href: string, kind: ProblemKind, detail: string) => {
      const key = `${kind}\u0000${href}`;
      if (reported.has(key)) return;
      reported.add(key);
      problems.push({ page, href, kind, detail });
    };

    for (const [id, count] of scan.duplicateIds) {
      report(`#${id}`, 'duplicate-id', `id "${id}" is used ${count} times on this page`);
    }

    for (const markdown of scan.markdownLinks) {
      report(markdown, 'markdown-link', 'Markdown link printed as text: render it (src/api-reference/Markdown.tsx for API descriptions)');
    }

    for (const href of scan.hrefs) {
      const target = classifyHref(href, page, options.siteOrigin);
      if (target.kind === 'external') continue;
      linksChecked++;
      if (target.kind === 'unsafe') {
        report(href, 'unsafe-href', `${target.scheme} links run script; use a button or a real URL`);
        continue;
      }
      if (target.kind === 'invalid') {
        report(href, 'broken-link', 'not a valid URL');
        continue;
      }
      const { pathname, fragment } = target;
      if (pathname !== '/' && pathname.endsWith('/')) {
        report(href, 'broken-link', `trailing slash: link to ${pathname.replace(/\/+$/, '') || '/'} instead`);
        continue;
      }
      const targetFile = resolveUrlPath(files, pathname);
      if (targetFile === undefined) {
        report(href, 'broken-link', `no file in the export serves ${safeDecode(pathname) ?? pathname}`);
        continue;
      }
      // An empty fragment (`#`) means "this page"; non-HTML targets have no ids to check.
      if (fragment === '') continue;
      const targetScan = scans.get(targetFile);
      if (targetScan === undefined) continue;
      if (!fragmentResolves(targetScan.anchors, fragment)) {
        const where = targetFile === file ? 'this page' : pageUrlForFile(targetFile);
        report(href, 'broken-anchor', `no element with id "${safeDecode(fragment) ?? fragment}" on ${where}`);
      }
    }
  }
  return { pagesChecked: scans.size, linksChecked, problems };
}

/**
 * Every published regular file under `root` as a posix path relative to it (dot-files, symlinks and
 * precompressed siblings such as `a.html.br` skipped, as the server does).
 */
async function listSiteFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      if (!isPublishable(entry.name)) continue;
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${relative}/`);
      else if (entry.isFile()) files.push(relative);
    }
  }
  await walk(root, '');
  const all = new Set(files);
  return files.filter((file) => siblingOf(file, (base) => all.has(base)) === undefined).sort();
}

/** Whether a file of the export is a page to check: any `.html` outside Next's `_next/` assets. */
function isCheckedPage(relativePath: string): boolean {
  return relativePath.endsWith('.html') && !relativePath.startsWith('_next/');
}

/** Checks every page of the static export in `root`. */
export async function checkSite(root: string, options: LinkCheckOptions = {}): Promise<LinkReport> {
  const files = await listSiteFiles(root);
  const pages = new Map<string, string>();
  for (const file of files.filter(isCheckedPage)) {
    pages.set(file, await fs.readFile(path.join(root, file), 'utf8'));
  }
  return checkPages(new Set(files), pages, await loadHtmlParser(), options);
}
