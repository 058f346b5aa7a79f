/**
 * The route parts every product's templates share that need no rendering: the `[id]` segments, the
 * template a route names, and the static `sources.json` of both code variants for the StackBlitz /
 * CodeSandbox export (src/app/<product>/getting-started/templates/[id]/sources.json/route.ts).
 */
import { readTemplateSourcesJson } from './readTemplateSources.server';
import { templatesOf, type TemplateInfo, type TemplateProduct } from './templates';

export interface TemplateRouteProps {
  params: Promise<{ id: string }>;
}

/** The `[id]` segments of a product's templates. */
export function templateStaticParams(product: TemplateProduct): Array<{ id: string }> {
  return templatesOf(product).map((template) => ({ id: template.id }));
}

/** The template of the route, or undefined for an id the product does not have. */
export async function templateOfRoute(product: TemplateProduct, { params }: TemplateRouteProps): Promise<TemplateInfo | undefined> {
  const { id } = await params;
  return templatesOf(product).find((template) => template.id === id);
}

export async function templateSourcesResponse(product: TemplateProduct, props: TemplateRouteProps): Promise<Response> {
  const template = await templateOfRoute(product, props);
  if (!template) return new Response('Unknown template', { status: 404 });
  return new Response(await readTemplateSourcesJson(template), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
