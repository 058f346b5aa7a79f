/** Joy UI's rental-dashboard template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import RentalDashboard from '@content/joy-ui/templates/rental-dashboard/RentalDashboard';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'rental-dashboard' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <RentalDashboard />
    </TemplateLivePage>
  );
}
