/** Material UI's sign-in-side template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import SignInSide from '@content/material-ui/templates/sign-in-side/SignInSide';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'material-ui', id: 'sign-in-side' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={TemplateHost}>
      <SignInSide />
    </TemplateLivePage>
  );
}
