/** Material UI's sign-in template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import SignIn from '@content/material-ui/templates/sign-in/SignIn';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'sign-in' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <SignIn />
    </TemplateLivePage>
  );
}
