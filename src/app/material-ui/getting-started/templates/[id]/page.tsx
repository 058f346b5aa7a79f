/** A template as a full page, outside the docs layout, under the slim template bar. */
import type { Metadata } from 'next';
import { socialMetadata } from '../../../../../page-info/socialMetadata';
import { notFound } from 'next/navigation';
import TemplateBar from '../../../../../templates/TemplateBar';
import TemplateHost from '../../../../../templates/TemplateHost.client';
import TemplateContent from '../../../../../templates/TemplateContent.client';
import { TEMPLATE_IDS, TEMPLATES, isTemplateId, templatePathname } from '../../../../../templates/templates';
import styles from '../../../../../templates/Template.module.css';

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
  const title = `${template.name} template`;
  return { title, description: template.description, alternates: { canonical: templatePathname(template.id) }, ...socialMetadata({ pathname: templatePathname(template.id), title, description: template.description }) };
}

export default async function TemplateRoute({ params }: Props) {
  const { id } = await params;
  if (!isTemplateId(id)) notFound();
  const template = TEMPLATES.find((entry) => entry.id === id)!;
  return (
    <div className={styles.page}>
      <TemplateBar template={template} view="live" />
      <TemplateHost>
        <TemplateContent id={id} />
      </TemplateHost>
    </div>
  );
}
