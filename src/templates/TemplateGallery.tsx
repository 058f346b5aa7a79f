/**
 * The template gallery (on the Templates page): a card per template with its preview in light and
 * dark, its one-line description, and links to the live page and to its code. The previews are the exported template
 * pages themselves, without scripts (scripts/templatePreviews.ts writes them after the export), shown
 * scaled down and inert as the card nears the view (TemplatePreview), so they cannot fall out of date.
 */
import { t } from '../i18n/translate';
import { TEMPLATES, templateCodePathname, templatePathname, templatePreviewPathname } from './templates';
import TemplatePreview from './LazyTemplatePreview.client';
import styles from './TemplateGallery.module.css';

export default function TemplateGallery() {
  return (
    <ul className={styles.grid} aria-label={t('templates.galleryLabel')}>
      {TEMPLATES.map((template) => (
        <li key={template.id} className={styles.card}>
          <TemplatePreview
            light={{ src: templatePreviewPathname(template.id, 'light'), title: t('templates.previewOf', { name: template.name, scheme: t('settings.light') }) }}
            dark={{ src: templatePreviewPathname(template.id, 'dark'), title: t('templates.previewOf', { name: template.name, scheme: t('settings.dark') }) }}
          />
          <h3 className={styles.name}>
            <a href={templatePathname(template.id)} className={styles.link}>
              {template.name}
            </a>
          </h3>
          <p className={styles.description}>{template.description}</p>
          <a href={templateCodePathname(template.id)} className={styles.codeLink} aria-label={t('templates.codeOf', { name: template.name })}>
            {t('templates.viewCode')}
          </a>
        </li>
      ))}
    </ul>
  );
}
