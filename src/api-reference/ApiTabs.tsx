/** Tabs between a Base UI guide page and its API tab pages: plain links, the current one marked. */
import { t } from '../i18n/translate';
import type { ApiPageEntry } from './pageIndex';
import styles from './ApiReference.module.css';

const TAB_LABEL = { api: 'api.tabDemos', 'components-api': 'api.tabComponents', 'hooks-api': 'api.tabHooks' } as const;

/** Renders nothing when the guide page has no API tabs. */
export default function ApiTabs({ guide, tabs, current }: { guide: string; tabs: readonly ApiPageEntry[]; current: string }) {
  if (tabs.length === 0) return null;
  const links = [{ pathname: guide, label: t('api.tabDemos') }, ...tabs.map((tab) => ({ pathname: tab.pathname, label: t(TAB_LABEL[tab.kind]) }))];
  return (
    <nav className={styles.tabs} aria-label={t('api.tabs')}>
      {links.map((link) => (
        <a key={link.pathname} href={link.pathname} aria-current={link.pathname === current ? 'page' : undefined} className={styles.tab}>
          {link.label}
        </a>
      ))}
    </nav>
  );
}
