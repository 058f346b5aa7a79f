/** A Material UI template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import TemplateHost from '../../../../../templates/TemplateHost.client';
import { TemplateLivePage, templateLiveMetadata, templateStaticParams, type TemplateRouteProps } from '../../../../../templates/templateRoutes';

export const dynamicParams = false;

export function generateStaticParams() {
  return templateStaticParams('material-ui');
}

export function generateMetadata(props: TemplateRouteProps) {
  return templateLiveMetadata('material-ui', props);
}

export default function TemplateRoute(props: TemplateRouteProps) {
  return <TemplateLivePage product="material-ui" props={props} Host={TemplateHost} />;
}
