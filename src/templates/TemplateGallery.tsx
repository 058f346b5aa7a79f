/**
 * A product's template gallery (on its Templates page): a card per template with its preview in light and
 * dark, its one-line description, and links to the live page and to its code. The previews are the exported template
 * pages themselves, without scripts (scripts/templatePreviews.ts writes them after the export), shown
 * scaled down and inert as the card nears the view (TemplatePreview), so they cannot fall out of date.
 */
import { t } from '../i18n/translate';
import { isTemplateProduct, TEMPLATE_PRODUCTS, templateCodePathname, templatePathname, templatePreviewPathname, templatesOf } from './templates';
import TemplatePreview from './LazyTemplatePreview.client';
import styles from './TemplateGallery.module.css';

export default function TemplateGallery({ product }: { product: string }) {
  // The prop comes from MDX: a misspelt product fails the build with the ones that exist.
  if (!isTemplateProduct(product)) throw new Error(`<TemplateGallery product="${product}">: the products with templates are ${TEMPLATE_PRODUCTS.join(', ')}.`);
  return (
    <ul className={styles.grid} aria-label={t('templates.galleryLabel')}>
      {templatesOf(product).map((template) => (
        <li key={template.id} className={styles.card}>
          <TemplatePreview
            light={{ src: templatePreviewPathname(template, 'light'), title: t('templates.previewOf', { name: template.name, scheme: t('settings.light') }) }}
            dark={{ src: templatePreviewPathname(template, 'dark'), title: t('templates.previewOf', { name: template.name, scheme: t('settings.dark') }) }}
          />
          <h3 className={styles.name}>
            <a href={templatePathname(template)} className={styles.link}>
              {template.name}
            </a>
          </h3>
          <p className={styles.description}>{template.description}</p>
          <a href={templateCodePathname(template)} className={styles.codeLink} aria-label={t('templates.codeOf', { name: template.name })}>
            {t('templates.viewCode')}
          </a>
        </li>
      ))}
    </ul>
  );
}
