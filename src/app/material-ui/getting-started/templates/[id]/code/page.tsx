/** A template's code page: its set-up and every file, under the template bar. */
import type { Metadata } from 'next';
import { socialMetadata } from '../../../../../../page-info/socialMetadata';
import { notFound } from 'next/navigation';
import { t } from '../../../../../../i18n/translate';
import { readTemplateSources } from '../../../../../../templates/readTemplateSources.server';
import TemplateBar from '../../../../../../templates/TemplateBar';
import TemplateCode from '../../../../../../templates/TemplateCode';
import { TEMPLATE_IDS, TEMPLATES, isTemplateId, templateCodePathname } from '../../../../../../templates/templates';
import styles from '../../../../../../templates/Template.module.css';
import codeStyles from '../../../../../../templates/TemplateCode.module.css';

interface Props {
  params: Promise<{ id: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return TEMPLATE_IDS.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const template = TEMPLATES.find((entry) => entry.id === id);
  if (!template) return {};
  const title = t('templates.codeTitle', { name: template.name });
  return { title, description: template.description, alternates: { canonical: templateCodePathname(template.id) }, ...socialMetadata({ pathname: templateCodePathname(template.id), title, description: template.description }) };
}

export default async function TemplateCodeRoute({ params }: Props) {
  const { id } = await params;
  if (!isTemplateId(id)) notFound();
  const template = TEMPLATES.find((entry) => entry.id === id)!;
  return (
    <div className={styles.page}>
      <TemplateBar template={template} view="code" />
      <main id="main-content" tabIndex={-1} className={codeStyles.main}>
        <TemplateCode template={template} sources={await readTemplateSources(id)} />
      </main>
    </div>
  );
}
