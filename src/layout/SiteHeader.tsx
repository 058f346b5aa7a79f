/** The app bar of the site's pages, its search and settings buttons in the page's first load. */
import { t } from '../i18n/translate';
import type { Section } from '../navigation/types';
import Search from '../search/Search';
import SettingsButton from '../settings/SettingsButton.client';
import SiteHeaderBar from './SiteHeaderBar';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  sections: readonly Section[];
  /** The section of the page being read; decides the switcher's label and the search's first product. */
  current?: Section;
  /** Whether the page has a sidebar drawer to open on small screens. */
  hasSidebar: boolean;
}

/** Server-rendered; the search and settings buttons are small client islands. */
export default function SiteHeader({ sections, current, hasSidebar }: SiteHeaderProps) {
  const product = current && current.id !== 'default' ? current.id : undefined;
  return (
    <SiteHeaderBar
      sections={sections}
      current={current}
      hasSidebar={hasSidebar}
      controls={
        <>
          <Search current={product} />
          <SettingsButton label={t('settings.toggle')} className={styles.iconButton} />
        </>
      }
    />
  );
}
