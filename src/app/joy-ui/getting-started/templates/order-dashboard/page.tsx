/** Joy UI's order-dashboard template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import OrderDashboard from '@content/joy-ui/templates/order-dashboard/OrderDashboard';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'order-dashboard' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <OrderDashboard />
    </TemplateLivePage>
  );
}
