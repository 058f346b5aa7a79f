/** Material UI's dashboard template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Dashboard from '@content/material-ui/templates/dashboard/Dashboard';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'dashboard' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <Dashboard />
    </TemplateLivePage>
  );
}
