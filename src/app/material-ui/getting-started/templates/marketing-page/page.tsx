/** Material UI's marketing-page template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import MarketingPage from '@content/material-ui/templates/marketing-page/MarketingPage';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'marketing-page' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <MarketingPage />
    </TemplateLivePage>
  );
}
