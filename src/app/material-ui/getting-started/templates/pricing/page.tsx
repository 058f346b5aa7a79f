/** Material UI's pricing template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Pricing from '@content/material-ui/templates/pricing/Pricing';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'pricing' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <Pricing />
    </TemplateLivePage>
  );
}
