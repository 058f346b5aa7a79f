/** Section › groups › page, from the page registry. */
import { t } from '../i18n/translate';
import { pageTitle } from '../navigation/registry';
import type { PageItem, Section } from '../navigation/types';
import styles from './Breadcrumbs.module.css';

/** The trail of the page; the section links to its landing page, groups are plain text. */
export default function Breadcrumbs({ section, parents, page }: { section: Section; parents: readonly PageItem[]; page: PageItem }) {
  return (
    <nav aria-label={t('nav.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <a href={section.landing}>{section.name}</a>
        </li>
        {parents.map((parent) => (
          <li key={parent.pathname}>{pageTitle(parent)}</li>
        ))}
        <li aria-current="page">{pageTitle(page)}</li>
      </ol>
    </nav>
  );
}
