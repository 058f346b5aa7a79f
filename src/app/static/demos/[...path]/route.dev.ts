/**
 * `/static/demos/<id>.json` under `next dev` only (a `.dev.ts` route, see next.config.ts): a demo's
 * full code views, highlighted on request. The build writes the same files outside Next, beside the
 * export (scripts/demoCodeFiles.ts); the code panel fetches one when it first expands.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { demoCodeViews, readDemoData } from '../../../../demos/demoCodeViews.server';
import type { DemoCodeFile } from '../../../../demos/demoCodeViewTypes';

export const dynamic = 'force-static';
export const dynamicParams = false;

const demosDir = () => path.join(process.cwd(), '.generated', 'demos');

export async function generateStaticParams(): Promise<{ path: string[] }[]> {
  const files = await readdir(demosDir(), { recursive: true, encoding: 'utf8' });
  return files.filter((file) => file.endsWith('.json')).map((file) => ({ path: file.split(path.sep) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const segments = (await params).path;
  const last = segments.at(-1) ?? '';
  if (!last.endsWith('.json') || segments.some((segment) => segment === '..' || segment.includes('/'))) {
    return new Response('Not a demo', { status: 404 });
  }
  const id = [...segments.slice(0, -1), last.slice(0, -'.json'.length)].join('/');
  const body: DemoCodeFile = { views: await demoCodeViews(await readDemoData(id, `/static/demos/${id}.json`), 'full') };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
