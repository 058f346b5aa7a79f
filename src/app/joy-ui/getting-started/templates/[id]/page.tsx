/** A Joy UI template as a full page, under the template bar (src/templates/templateRoutes.tsx). */
import JoyTemplateHost from '../../../../../templates/JoyTemplateHost.client';
import { TemplateLivePage, templateLiveMetadata, templateStaticParams, type TemplateRouteProps } from '../../../../../templates/templateRoutes';

export const dynamicParams = false;

export function generateStaticParams() {
  return templateStaticParams('joy-ui');
}

export function generateMetadata(props: TemplateRouteProps) {
  return templateLiveMetadata('joy-ui', props);
}

export default function TemplateRoute(props: TemplateRouteProps) {
  return <TemplateLivePage product="joy-ui" props={props} Host={JoyTemplateHost} />;
}
