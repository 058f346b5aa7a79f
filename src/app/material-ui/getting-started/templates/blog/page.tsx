/** Material UI's blog template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Blog from '@content/material-ui/templates/blog/Blog';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'blog' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <Blog />
    </TemplateLivePage>
  );
}
