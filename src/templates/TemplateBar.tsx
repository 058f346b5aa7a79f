/** The slim bar above a template: back to the gallery, the template's name, the colour mode and the project export. */
import { t } from '../i18n/translate';
import { TEMPLATES_PATHNAME, type TemplateInfo } from './templates';
import TemplateToolbar from './TemplateToolbar.client';
import styles from './Template.module.css';

export default function TemplateBar({ template }: { template: TemplateInfo }) {
  return (
    <nav aria-label={t('templates.bar')} className={styles.bar}>
      <a href={TEMPLATES_PATHNAME} className={styles.back}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
        </svg>
        {t('templates.back')}
      </a>
      <p className={styles.name}>{template.name}</p>
      <TemplateToolbar id={template.id} name={template.name} />
    </nav>
  );
}
