/** A Material UI template's code page: its set-up and every file (src/templates/templateRoutes.tsx). */
import { TemplateCodePage, templateCodeMetadata, templateStaticParams, type TemplateRouteProps } from '../../../../../../templates/templateRoutes';

export const dynamicParams = false;

export function generateStaticParams() {
  return templateStaticParams('material-ui');
}

export function generateMetadata(props: TemplateRouteProps) {
  return templateCodeMetadata('material-ui', props);
}

export default function TemplateCodeRoute(props: TemplateRouteProps) {
  return <TemplateCodePage product="material-ui" props={props} />;
}
