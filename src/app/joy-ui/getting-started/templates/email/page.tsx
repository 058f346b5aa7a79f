/** Joy UI's email template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Email from '@content/joy-ui/templates/email/Email';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'email' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <Email />
    </TemplateLivePage>
  );
}
