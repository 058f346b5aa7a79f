/** Joy UI's messages template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import Messages from '@content/joy-ui/templates/messages/Messages';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'messages' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <Messages />
    </TemplateLivePage>
  );
}
