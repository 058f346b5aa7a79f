/**
 * A demo's highlighted code views, made at build time with Shiki. The page's HTML carries only the
 * previews (the collapsed view a reader sees first); the full sources and extra files of every
 * styling and variant are the static `/static/demos/<id>.json` file, which the code panel fetches the
 * first time it expands (Combobox's page: 2.4 MB of HTML before, most of it code nobody had opened).
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import codeStyles from '../code-block/CodeBlock.module.css';
import { tokenClassTransformer, tokenPalettes } from '../mdx/codeThemes';
import { CODE_THEMES, getHighlighter } from '../mdx/highlighter.server';
import type { DemoData } from './demoData';
import type { DemoCodeView } from './demoCodeViewTypes';

export type { DemoCodeView } from './demoCodeViewTypes';

/** The demo data file `.generated/demos/<id>.json`, parsed; `context` names the reader of the error. */
export async function readDemoData(id: string, context: string): Promise<DemoData> {
  const file = path.join(process.cwd(), '.generated', 'demos', `${id}.json`);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${context}: demo data ${path.relative(process.cwd(), file)} not found: create content/${id}.tsx (or a folder content/${id}/ with system.tsx, tailwind.tsx, css.tsx), then run npm run build.`);
  });
  return JSON.parse(text) as DemoData;
}

/** The URL of a demo's full code views (the static route under src/app/static/demos). */
export function demoCodeUrl(id: string): string {
  return `/static/demos/${id}.json`;
}

/** The views of `data` of one kind: `preview` (collapsed) or `full` (sources and extra files). */
export async function demoCodeViews(data: DemoData, kind: 'preview' | 'full'): Promise<DemoCodeView[]> {
  const highlighter = await getHighlighter();
  const tokenClasses = tokenClassTransformer(await tokenPalettes());
  const highlight = (code: string, lang: 'tsx' | 'jsx' | 'css') =>
    highlighter.codeToHtml(code.trimEnd(), {
      lang,
      themes: CODE_THEMES,
      defaultColor: 'light',
      transformers: [
        tokenClasses,
        {
          name: 'demo-pre-class',
          pre(node) {
            if (codeStyles.pre) this.addClassToHast(node, codeStyles.pre);
            // Focusable so keyboard users can scroll the code; copying and editing go through the toolbar.
            node.properties.tabindex = '0';
          },
        },
      ],
    });
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
