/**
 * The API index page: every generated API page as a link, grouped by product. Rendered on the server
 * at build time, so the full list is in the HTML; the only client code is the name filter around it
 * (the one the "All components" page uses).
 */
import ComponentFilter from '../all-components/ComponentFilter.client';
import { t } from '../i18n/translate';
import type { ApiIndexGroup } from './apiIndex';
import styles from './ApiIndex.module.css';

export default function ApiIndex({ groups }: { groups: readonly ApiIndexGroup[] }) {
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <ComponentFilter total={total} labels={{ filter: t('apiIndex.filter'), count: t('apiIndex.count', { total: String(total) }), none: t('apiIndex.none') }}>
      {/* A block of links, not prose: search and the Markdown copy (both skip <nav>) keep just the title and intro. */}
      <nav aria-label={t('apiIndex.nav')}>
        {groups.map((group) => (
          <section key={group.id} className={styles.group} data-component-group="" aria-labelledby={`api-${group.id}`}>
            <h2 id={`api-${group.id}`} className={styles.groupTitle}>
              {group.name}
            </h2>
            <ul className={styles.list}>
              {group.entries.map((entry) => (
                <li key={entry.pathname} data-component-card="" data-name={entry.title}>
                  <a href={entry.pathname} className={styles.link}>
                    {entry.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </ComponentFilter>
  );
}
