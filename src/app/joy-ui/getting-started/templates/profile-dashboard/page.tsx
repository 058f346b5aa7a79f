/** Joy UI's profile-dashboard template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import ProfileDashboard from '@content/joy-ui/templates/profile-dashboard/ProfileDashboard';
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata } from '../../../../../templates/templateRoutes';

const TEMPLATE = { product: 'joy-ui', id: 'profile-dashboard' } as const;

export const metadata = templateLiveMetadata(TEMPLATE);

export default function TemplateRoute() {
  return (
    <TemplateLivePage template={TEMPLATE} Host={JoyTemplateHost}>
      <ProfileDashboard />
    </TemplateLivePage>
  );
}
