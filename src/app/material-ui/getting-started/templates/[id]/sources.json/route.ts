/** A Material UI template's files in both code variants, for the StackBlitz / CodeSandbox export (a static JSON file). */
import { templateSourcesResponse, templateStaticParams } from '../../../../../../templates/templateSourcesRoute';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return templateStaticParams('material-ui');
}

export function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return templateSourcesResponse('material-ui', { params });
}
