/**
 * The app bar of the 404 page, its search and settings buttons loaded only when it is rendered
 * (src/layout/lazyIsland.tsx). Next bundles app/not-found.tsx, the root segment's not-found boundary,
 * with every route, so the client code it imports would be in the first load of every page, those
 * without an app bar included.
 */
import { t } from '../i18n/translate';
import type { Section } from '../navigation/types';
import LazySearchButton from '../search/LazySearchButton.client';
import SearchControl from '../search/SearchControl';
import LazySettingsButton from '../settings/LazySettingsButton.client';
import SiteHeaderBar from './SiteHeaderBar';
import styles from './SiteHeader.module.css';

/** Server-rendered, like SiteHeader, with the same markup. */
export default function OnDemandSiteHeader({ sections }: { sections: readonly Section[] }) {
  return (
    <SiteHeaderBar
      sections={sections}
      hasSidebar={false}
      controls={
        <>
          <SearchControl Button={LazySearchButton} />
          <LazySettingsButton label={t('settings.toggle')} className={styles.iconButton} />
        </>
      }
    />
  );
}
