/**
 * The routes every product's templates share: the live page (a template as a full page, outside the
 * docs layout, under the slim template bar), the code page (its set-up and every file), and the static
 * `sources.json` of both code variants for the StackBlitz / CodeSandbox export. Each product's route
 * files (`src/app/<product>/getting-started/templates/[id]/…`) only name their product.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType, ReactNode } from 'react';
import { joyBuilderScript } from '../demos/joy/joyBuilderScript';
import { t } from '../i18n/translate';
import { socialMetadata } from '../page-info/socialMetadata';
import { readTemplateSources } from './readTemplateSources.server';
import TemplateBar from './TemplateBar';
import TemplateCode from './TemplateCode';
import TemplateContent from './TemplateContent.client';
import { templateOfRoute, templateStaticParams, type TemplateRouteProps } from './templateSourcesRoute';
import { templateCodePathname, templatePathname, type TemplateProduct } from './templates';
import styles from './Template.module.css';
import codeStyles from './TemplateCode.module.css';

export type { TemplateRouteProps };

export { templateStaticParams };

function metadataOf(pathname: string, title: string, description: string): Metadata {
  return { title, description, alternates: { canonical: pathname }, ...socialMetadata({ pathname, title, description }) };
}

export async function templateLiveMetadata(product: TemplateProduct, props: TemplateRouteProps): Promise<Metadata> {
  const template = await templateOfRoute(product, props);
  return template ? metadataOf(templatePathname(template), `${template.name} template`, template.description) : {};
}

export async function templateCodeMetadata(product: TemplateProduct, props: TemplateRouteProps): Promise<Metadata> {
  const template = await templateOfRoute(product, props);
  return template ? metadataOf(templateCodePathname(template), t('templates.codeTitle', { name: template.name }), template.description) : {};
}

/**
 * The product's provider around the template: the docs theme for Material UI (TemplateHost), Joy's for
 * Joy UI (JoyTemplateHost). Each product's route file imports its own, so a template page's first load
 * carries one product's provider, not both.
 */
export type TemplateHostComponent = ComponentType<{ children: ReactNode }>;

export async function TemplateLivePage({ product, props, Host }: { product: TemplateProduct; props: TemplateRouteProps; Host: TemplateHostComponent }) {
  const template = await templateOfRoute(product, props);
  if (!template) notFound();
  return (
    <div className={styles.page}>
      <TemplateBar template={template} view="live" />
      {/* Joy pages: the Joy theme builder's applied colours, laid over Joy's variables before the first paint. */}
      {product === 'joy-ui' ? <script dangerouslySetInnerHTML={{ __html: joyBuilderScript() }} /> : null}
      <Host>
        <TemplateContent template={template} />
      </Host>
    </div>
  );
}

export async function TemplateCodePage({ product, props }: { product: TemplateProduct; props: TemplateRouteProps }) {
  const template = await templateOfRoute(product, props);
  if (!template) notFound();
  return (
    <div className={styles.page}>
      <TemplateBar template={template} view="code" />
      <main id="main-content" tabIndex={-1} className={codeStyles.main}>
        <TemplateCode template={template} sources={await readTemplateSources(template)} />
      </main>
    </div>
  );
}
