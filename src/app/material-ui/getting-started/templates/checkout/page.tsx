/** Material UI's checkout template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Checkout from '@content/material-ui/templates/checkout/Checkout';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'checkout' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <Checkout />
    </TemplateLivePage>
  );
}
