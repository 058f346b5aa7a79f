/**
 * The routes every product's templates share: the live page (a template as a full page, outside the
 * docs layout, under the slim template bar), the code page (its set-up and every file), and the static
 * `sources.json` of both code variants for the StackBlitz / CodeSandbox export. The code pages and
 * `sources.json` are `[id]` routes that only name their product (`src/app/<product>/getting-started/
 * templates/[id]/…`). Each live page is a route of its own (`templates/<id>/page.tsx`) that imports its
 * template: the template is then a client component of that route alone, so its page loads its code and
 * no other template's, and the code is in the page's first load, ready when hydration starts. Loaded on
 * demand instead (`next/dynamic`), a template hydrated after the page around it, and the first update
 * above it (a provider's state set after hydration) made React hydrate the whole template at once, in
 * one long task (docs/PERFORMANCE.md).
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
import { templateOfRoute, templateStaticParams, type TemplateRouteProps } from './templateSourcesRoute';
import { templateCodePathname, templateKey, templatePathname, TEMPLATES, type TemplateInfo, type TemplateProduct, type TemplateRef } from './templates';
import styles from './Template.module.css';
import codeStyles from './TemplateCode.module.css';

export type { TemplateRouteProps };

export { templateStaticParams };

function metadataOf(pathname: string, title: string, description: string): Metadata {
  return { title, description, alternates: { canonical: pathname }, ...socialMetadata({ pathname, title, description }) };
}

/** The template a live page's route names; a route naming a template the list does not have fails the build. */
function templateOf(ref: TemplateRef): TemplateInfo {
  const template = TEMPLATES.find((candidate) => templateKey(candidate) === templateKey(ref));
  if (!template) throw new Error(`No template ${templateKey(ref)} in src/templates/templates.ts.`);
  return template;
}

export function templateLiveMetadata(ref: TemplateRef): Metadata {
  const template = templateOf(ref);
  return metadataOf(templatePathname(template), `${template.name} template`, template.description);
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

/** A template as a full page: `children` is the template's entry component, imported by the page's route. */
export function TemplateLivePage({ template: ref, Host, children }: { template: TemplateRef; Host: TemplateHostComponent; children: ReactNode }) {
  const template = templateOf(ref);
  const { product } = template;
  return (
    <div className={styles.page}>
      <TemplateBar template={template} view="live" />
      {/* Joy pages: the Joy theme builder's applied colours, laid over Joy's variables before the first paint. */}
      {product === 'joy-ui' ? <script dangerouslySetInnerHTML={{ __html: joyBuilderScript() }} /> : null}
      <Host>{children}</Host>
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
