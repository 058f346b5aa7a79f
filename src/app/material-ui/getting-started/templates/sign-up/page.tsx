/** Material UI's sign-up template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import SignUp from '@content/material-ui/templates/sign-up/SignUp';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'sign-up' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <SignUp />
    </TemplateLivePage>
  );
}
