/** Joy UI's files template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Files from '@content/joy-ui/templates/files/Files';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'files' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <Files />
    </TemplateLivePage>
  );
}
