/**
 * Search records from one exported HTML page: the page itself (title + description), one record per
 * h2/h3 section (linking to its `#anchor`) and one per API row (`data-api-kind` / `data-api-name`,
 * the anchor contract of the API pages). Reads only the article, so the app bar, sidebar and footer
 * never pollute results; demos and copy buttons are skipped.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import type { SearchKind, SearchProduct, SearchRecord } from '../src/search/types';
import { attributeOf, elementsOf, type HtmlElement, type ParseHtml } from './htmlElements';

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Longest text kept per record: enough for its first paragraph, small enough for a fast first fetch. */
const MAX_TEXT = 400;
/** API rows keep the start of their description: thousands of them make up most of the index. */
const MAX_ROW_TEXT = 160;
const API_KINDS = new Set(['prop', 'slot', 'class']);
// Inline elements run on with their neighbours; every other element ends a word.
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'small', 'span', 'strong', 'sub', 'sup']);
const separator = (element: HtmlElement) => (INLINE.has(element.tagName) ? '' : ' ');

/** The kind of a page from its pathname: API pages, component pages (`/react-…`), else guides. */
export function pageKind(pathname: string): SearchKind {
  if (/\/api\/[^/]+$/.test(pathname) || pathname.endsWith('/components-api')) return 'api';
  if (/\/react-[^/]+$/.test(pathname)) return 'component';
  return 'guide';
}

// Parts of an article that are controls or live output, not prose. The feedback form ends every
// page with the same h2 ("Was this page helpful?"), which would be a section of each page.
function isSkipped(element: HtmlElement): boolean {
  if (['script', 'style', 'button', 'svg', 'nav', 'footer', 'template'].includes(element.tagName)) return true;
  if (attributeOf(element, 'data-demo') !== undefined || attributeOf(element, 'role') === 'status') return true;
  if (attributeOf(element, 'data-feedback') !== undefined) return true;
  return /(^|\s)heading-anchor(\s|$)/.test(attributeOf(element, 'class') ?? '');
}

/** The visible text under `node`, whitespace collapsed, skipping controls. */
function textOf(node: Node): string {
  const parts: string[] = [];
  const visit = (current: Node) => {
    if (current.nodeName === '#text') parts.push((current as DefaultTreeAdapterTypes.TextNode).value);
    if (!('tagName' in current) || isSkipped(current)) return;
    for (const child of current.childNodes) visit(child);
    parts.push(separator(current));
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function cap(text: string, max = MAX_TEXT): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max / 2 ? cut : max);
}

/**
 * What an API row is found by besides its name: its description paragraphs, and for a CSS class its
 * global class name (`.MuiButton-root`). Types and defaults are left out: they repeat across
 * thousands of rows (`boolean`, `false`) and nobody searches for them.
 */
function rowText(row: HtmlElement, name: string): string {
  const parts: string[] = [];
  for (const element of elementsOf(row)) {
    if (element.tagName === 'p') parts.push(textOf(element));
    if (element.tagName === 'code') {
      const code = textOf(element);
      if (code.startsWith('.') && code !== `.${name}`) parts.push(code);
    }
  }
  // Descriptions can contain code too; keep each piece once.
  return cap([...new Set(parts)].join(' '), MAX_ROW_TEXT);
}

/**
 * The part of a page from its first `<article` to its last `</article>`: all that is read, and a small
 * part of a page whose sidebar and inlined React payload grow with the site. The whole page when it
 * has no article.
 */
export function articleHtml(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start === -1 || end < start ? html : html.slice(start, end + '</article>'.length);
}

/**
 * The page's keywords from its `<meta name="keywords">` (written from the front matter), joined by
 * ', '; '' when it has none. Keywords are plain lower-case words, so no entity needs decoding.
 */
export function pageKeywords(html: string): string {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const meta = /<meta name="keywords" content="([^"]*)"/.exec(head);
  return (meta?.[1] ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
    .join(', ');
}

/** Every record of one page; [] when the page has no article with an h1 (the home page, 404). `parse` comes from `loadHtmlParser()`. */
export function extractRecords(html: string, pathname: string, product: SearchProduct, parse: ParseHtml): SearchRecord[] {
  const article = [...elementsOf(parse(articleHtml(html)))].find((element) => element.tagName === 'article');
  const h1 = article ? [...elementsOf(article)].find((element) => element.tagName === 'h1') : undefined;
  if (!article || !h1) return [];
  const page = textOf(h1);
  const kind = pageKind(pathname);
  const description = [...elementsOf(article)].find((element) => element.tagName === 'p' && /description/.test(attributeOf(element, 'class') ?? ''));
  const keywords = pageKeywords(html);
  const records: SearchRecord[] = [
    { id: pathname, url: pathname, title: page, page: '', text: description ? cap(textOf(description)) : '', product, kind, isPage: true, ...(keywords ? { keywords } : {}) },
  ];
  let section: { record: SearchRecord; text: string[] } | undefined;
  const flush = () => {
    if (section) records.push({ ...section.record, text: cap(section.text.join('').replace(/\s+/g, ' ').trim()) });
  };
  // One walk in document order: a heading opens a section that collects the text up to the next
  // heading, wherever the layout nests it; API rows become records of their own.
  const visit = (node: Node) => {
    if (node.nodeName === '#text') {
      section?.text.push((node as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!('tagName' in node) || isSkipped(node) || node === h1 || node === description) return;
    const id = attributeOf(node, 'id');
    const apiKind = attributeOf(node, 'data-api-kind');
    const apiName = attributeOf(node, 'data-api-name');
    if (id && apiKind && API_KINDS.has(apiKind) && apiName) {
      const url = `${pathname}#${id}`;
      records.push({ id: url, url, title: apiName, page, text: rowText(node, apiName), product, kind: apiKind as SearchKind, isPage: false });
      return;
    }
    if (id && /^h[23]$/.test(node.tagName)) {
      flush();
      const url = `${pathname}#${id}`;
      section = { record: { id: url, url, title: textOf(node), page, text: '', product, kind, isPage: false }, text: [] };
      return;
    }
    for (const child of node.childNodes) visit(child);
    // Block boundaries separate words the markup runs together (`<td>a</td><td>b</td>`).
    section?.text.push(separator(node));
  };
  visit(article);
  flush();
  return records;
}

/**
 * Drops the section records of API pages whose heading repeats on `minPages` or more of them: the
 * Import, Props and CSS classes headings every API page has would otherwise bury real results for
 * "props" or "import". Guide and component pages keep every section, however common its heading:
 * Slider's "Sizes" says something about sliders, and "slider sizes" should find it.
 */
export function dropRepeatedSections(records: readonly SearchRecord[], minPages = 10): SearchRecord[] {
  const isApiSection = (record: SearchRecord) => !record.isPage && record.kind === 'api';
  const pagesPerHeading = new Map<string, Set<string>>();
  for (const record of records) {
    if (!isApiSection(record)) continue;
    const pages = pagesPerHeading.get(record.title) ?? new Set<string>();
    pages.add(record.url.split('#')[0] ?? record.url);
    pagesPerHeading.set(record.title, pages);
  }
  return records.filter((record) => !isApiSection(record) || (pagesPerHeading.get(record.title)?.size ?? 0) < minPages);
}
