/**
 * The demo data a server component renders from (`.generated/demos/<id>.json`, written by the
 * prebuild) and the demo's highlighted code views (demoCodeViews.ts). The page's HTML carries only the
 * previews; the full sources and extra files of every styling and variant are the static
 * `/static/demos/<id>.json` file, which the code panel fetches the first time it expands (Combobox's
 * page: 2.4 MB of HTML before, most of it code nobody had opened).
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoData } from './demoData';

export { demoCodeUrl, demoCodeViews } from './demoCodeViews';
export type { DemoCodeView } from './demoCodeViewTypes';

/** The demo data file `.generated/demos/<id>.json`, parsed; `context` names the reader of the error. */
export async function readDemoData(id: string, context: string): Promise<DemoData> {
  const file = path.join(process.cwd(), '.generated', 'demos', `${id}.json`);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${context}: demo data ${path.relative(process.cwd(), file)} not found: create content/${id}.tsx (or a folder content/${id}/ with system.tsx, tailwind.tsx, css.tsx), then run npm run build.`);
  });
  return JSON.parse(text) as DemoData;
}
