/** A template's files in both code variants, for the StackBlitz / CodeSandbox export (a static JSON file). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEMPLATE_IDS, isTemplateId } from '../../../../../../templates/templates';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return TEMPLATE_IDS.map((id) => ({ id }));
}

/** Serves `.generated/templates/<id>.json` (written by scripts/prebuild.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!isTemplateId(id)) return new Response('Unknown template', { status: 404 });
  const json = await readFile(path.join(process.cwd(), '.generated', 'templates', `${id}.json`), 'utf8');
  return new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
