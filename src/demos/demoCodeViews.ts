/**
 * A demo's highlighted code views, made at build time with Shiki: the previews (the collapsed view a
 * reader sees first) that the page's HTML carries, and the full sources and extra files of every
 * styling and variant that `/static/demos/<id>.json` carries (written by scripts/demoCodeFiles.ts).
 * Plain module, no CSS: the `<pre>`'s class is added where a view is rendered (DemoCodeViewBlock).
 */
import { codeBlockHighlighter } from '../mdx/highlightCode';
import type { DemoData } from './demoData';
import type { DemoCodeView } from './demoCodeViewTypes';

/** The URL of a demo's full code views. */
export function demoCodeUrl(id: string): string {
  return `/static/demos/${id}.json`;
}

/** The views of `data` of one kind: `preview` (collapsed) or `full` (sources and extra files). */
export async function demoCodeViews(data: DemoData, kind: 'preview' | 'full'): Promise<DemoCodeView[]> {
  // Focusable so keyboard users can scroll the code; copying and editing go through the toolbar.
  const highlight = await codeBlockHighlighter();
  const multiple = data.variants.length > 1;
  const views: DemoCodeView[] = [];
  for (const variant of data.variants) {
    const styling = multiple ? variant.styling : 'any';
    const view = (key: string, lang: DemoCodeView['lang'], code: string, language: 'tsx' | 'jsx' | 'css', file?: string) =>
      views.push({ key: `${variant.styling}-${key}`, styling, lang, kind, ...(file ? { file } : {}), html: highlight(code, language) });
    if (kind === 'preview') {
      const same = variant.tsPreview === variant.jsPreview;
      if (variant.tsPreview) view('ts-preview', same ? 'any' : 'TS', variant.tsPreview, 'tsx');
      if (variant.jsPreview && !same) view('js-preview', 'JS', variant.jsPreview, 'jsx');
    } else {
      const same = variant.ts === variant.js;
      view('ts', same ? 'any' : 'TS', variant.ts, 'tsx');
      if (!same) view('js', 'JS', variant.js, 'jsx');
      for (const extra of variant.extraFiles) view(extra.name, 'any', extra.source, extra.name.endsWith('.css') ? 'css' : 'tsx', extra.name);
    }
  }
  return views;
}
