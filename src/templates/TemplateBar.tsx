/**
 * The slim bar above a template and its code page: back to the gallery, the template's name, a link
 * to the other view (the code from the live page, the live page from the code), the colour mode and
 * the project export.
 */
import { t } from '../i18n/translate';
import { templateCodePathname, templatePathname, templatesPathname, type TemplateInfo } from './templates';
import TemplateToolbar from './TemplateToolbar.client';
import styles from './Template.module.css';

export default function TemplateBar({ template, view }: { template: TemplateInfo; view: 'live' | 'code' }) {
  return (
    <nav aria-label={t('templates.bar')} className={styles.bar}>
      <a href={templatesPathname(template.product)} className={styles.back}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
        </svg>
        {t('templates.back')}
      </a>
      <p className={styles.name}>{template.name}</p>
      {view === 'live' ? (
        <a href={templateCodePathname(template)} className={styles.codeLink}>
          {t('templates.viewCode')}
        </a>
      ) : (
        <a href={templatePathname(template)} className={styles.codeLink}>
          {t('templates.viewLive')}
        </a>
      )}
      <TemplateToolbar template={template} />
    </nav>
  );
}
