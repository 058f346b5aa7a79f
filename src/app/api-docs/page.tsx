/**
 * /api-docs: the API index, every generated API page of every product on one page with a name filter.
 * `/api` redirects here and `/api/<name>` to a page of the list (server/apiRedirect.ts).
 */
import type { Metadata } from 'next';
import ApiIndex from '../../api-index/ApiIndex';
import { API_INDEX_PATHNAME, apiIndexGroups } from '../../api-index/apiIndex';
import styles from '../../api-index/ApiIndex.module.css';
import { t } from '../../i18n/translate';
import SiteHeader from '../../layout/SiteHeader';
import { apiPages, sections } from '../../navigation/sections';
import { socialMetadata } from '../../page-info/socialMetadata';

const title = t('apiIndex.title');
const description = t('apiIndex.description');

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: API_INDEX_PATHNAME },
  ...socialMetadata({ pathname: API_INDEX_PATHNAME, title, description }),
};

export default function ApiIndexRoute() {
  return (
    <>
      <SiteHeader sections={sections} hasSidebar={false} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <article>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
          <p className={styles.shortcut}>{t('apiIndex.shortcut')}</p>
          <ApiIndex groups={apiIndexGroups(sections, apiPages)} />
        </article>
      </main>
    </>
  );
}
