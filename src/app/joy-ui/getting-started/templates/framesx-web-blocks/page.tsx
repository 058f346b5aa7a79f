/** Joy UI's framesx-web-blocks template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import FramesxWebBlocks from '@content/joy-ui/templates/framesx-web-blocks/FramesxWebBlocks';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'framesx-web-blocks' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <FramesxWebBlocks />
    </TemplateLivePage>
  );
}
