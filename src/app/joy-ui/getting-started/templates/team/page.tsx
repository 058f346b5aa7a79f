/** Joy UI's team template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Team from '@content/joy-ui/templates/team/Team';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'team' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <Team />
    </TemplateLivePage>
  );
}
