/**
 * The weight the server-rendered demos add to their pages (issue 19): each demo frame's markup as the
 * build wrote it (the demo's elements and the `<style>` rules Emotion wrote beside them), gzipped on
 * its own, for `npm run bench`. Gzipping each demo alone overstates it a little: in the page, rules
 * the demos share compress against each other.
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

/** Adds up the frames of each page: `pages` are HTML strings. */
export function demoWeight(pages: readonly string[], parse: ParseHtml, serializeOuter: Serialize): DemoWeight {
  const weight: DemoWeight = { demos: 0, rendered: 0, bytes: 0, gzipBytes: 0 };
  for (const html of pages) {
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
    `${(average / 1024).toFixed(2)} KB gzip per demo on average (each gzipped alone; ${(weight.bytes / 1024 / Math.max(weight.rendered, 1)).toFixed(1)} KB raw; goal ≤ 3 KB gzip)`
  );
}
