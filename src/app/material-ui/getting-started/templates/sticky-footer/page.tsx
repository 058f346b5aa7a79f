/** Material UI's sticky-footer template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import StickyFooter from '@content/material-ui/templates/sticky-footer/StickyFooter';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'sticky-footer' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <StickyFooter />
    </TemplateLivePage>
  );
}
