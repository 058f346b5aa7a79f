/** A template's files in both code variants, for the StackBlitz / CodeSandbox export (a static JSON file). */
import { readTemplateSourcesJson } from '../../../../../../templates/readTemplateSources.server';
import { TEMPLATE_IDS, isTemplateId } from '../../../../../../templates/templates';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return TEMPLATE_IDS.map((id) => ({ id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!isTemplateId(id)) return new Response('Unknown template', { status: 404 });
  return new Response(await readTemplateSourcesJson(id), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
