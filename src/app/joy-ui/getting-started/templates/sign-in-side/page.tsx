/** Joy UI's sign-in-side template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import SignInSide from '@content/joy-ui/templates/sign-in-side/SignInSide';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'sign-in-side' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <SignInSide />
    </TemplateLivePage>
  );
}
