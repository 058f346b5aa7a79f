/**
 * The weight the server-rendered demos add to their pages (issue 19), for `npm run bench`: each demo
 * frame's markup as the build wrote it, plus the page's demo rules (the one
 * `<style data-emotion="demo …">` Emotion's rules are collected into), each gzipped on its own.
 * Gzipping the parts alone overstates them a little: in the page they compress against each other.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { gzipSize } from './benchLib';
import { attributeOf, elementsOf, loadHtmlParser, type ParseHtml } from './htmlElements';

type Serialize = (node: DefaultTreeAdapterTypes.ChildNode) => string;

/** The markup inside each demo frame of a page, without the frame's focus target; '' for a frame the server left empty. */
export function demoFrameMarkup(html: string, parse: ParseHtml, serializeOuter: Serialize): string[] {
  const frames: string[] = [];
  for (const element of elementsOf(parse(html))) {
    if (attributeOf(element, 'data-demo-frame') === undefined) continue;
    frames.push(
      element.childNodes
        .filter((child) => !('tagName' in child && attributeOf(child, 'tabindex') === '-1'))
        .map(serializeOuter)
        .join(''),
    );
  }
  return frames;
}

export interface DemoWeight {
  /** Demo frames on the measured pages. */
  demos: number;
  /** Frames with server-rendered markup. */
  rendered: number;
  /** Sum of each rendered frame's markup, raw and gzipped on its own. */
  bytes: number;
  gzipBytes: number;
}

/** The text of the page's demo style elements (`<style data-emotion="demo …">`). */
export function demoStyles(html: string): string {
  return [...html.matchAll(/<style data-emotion="demo [^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
}

/** Adds up the frames and the demo styles of each page: `pages` are HTML strings. */
export function demoWeight(pages: readonly string[], parse: ParseHtml, serializeOuter: Serialize): DemoWeight {
  const weight: DemoWeight = { demos: 0, rendered: 0, bytes: 0, gzipBytes: 0 };
  for (const html of pages) {
    const styles = demoStyles(html);
    if (styles !== '') {
      weight.bytes += Buffer.byteLength(styles);
      weight.gzipBytes += gzipSize(styles);
    }
    for (const markup of demoFrameMarkup(html, parse, serializeOuter)) {
      weight.demos++;
      if (markup === '') continue;
      weight.rendered++;
      weight.bytes += Buffer.byteLength(markup);
      weight.gzipBytes += gzipSize(markup);
    }
  }
  return weight;
}

/** The weight of the demos of every HTML file `relativePaths` names under `outDir`. */
export async function demoWeightOfExport(outDir: string, relativePaths: readonly string[]): Promise<DemoWeight> {
  const parse = await loadHtmlParser();
  const { serializeOuter } = await import('parse5');
  const pages = await Promise.all(relativePaths.map((relativePath) => readFile(path.join(outDir, relativePath), 'utf8')));
  return demoWeight(pages.filter((html) => html.includes('data-demo-frame')), parse, serializeOuter as Serialize);
}

/** One line for the bench's report. */
export function formatDemoWeight(weight: DemoWeight): string {
  const average = weight.rendered === 0 ? 0 : weight.gzipBytes / weight.rendered;
  return (
    `Server-rendered demos: ${weight.rendered} of ${weight.demos} demo frames have their markup in the HTML; ` +
    `${(average / 1024).toFixed(2)} KB gzip per demo on average, markup and the page's demo rules (each part gzipped alone; ${(weight.bytes / 1024 / Math.max(weight.rendered, 1)).toFixed(1)} KB raw; goal ≤ 3 KB gzip)`
  );
}
