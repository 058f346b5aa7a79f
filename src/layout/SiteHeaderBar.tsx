/**
 * The app bar's markup: menu button (small screens), home link, product switcher, version menu, the
 * controls slot (search and settings), repository link. It imports no client island, so a page chooses how its
 * controls load: SiteHeader.tsx with their code in the page's first load, OnDemandSiteHeader.tsx
 * with it loaded when rendered.
 */
import type { ReactNode } from 'react';
import { docsConfig } from '../config';
import { t } from '../i18n/translate';
import type { Section } from '../navigation/types';
import { Icon } from './icons';
import { APP_BAR_END_ID } from './appBar';
import { SIDEBAR_ID } from './sidebarScroll';
import VersionMenu, { VersionLinks, versionOf } from './VersionMenu';
import styles from './SiteHeader.module.css';

export interface SiteHeaderBarProps {
  sections: readonly Section[];
  /** The section of the page being read; decides the switcher's label. */
  current?: Section;
  /** Whether the page has a sidebar drawer to open on small screens. */
  hasSidebar: boolean;
  /** The search and settings controls, between the switcher and the repository link. */
  controls: ReactNode;
}

/** Server-rendered; the menus are native popovers. */
export default function SiteHeaderBar({ sections, current, hasSidebar, controls }: SiteHeaderBarProps) {
  const products = sections.filter((section) => section.id !== 'default');
  const currentProduct = current && current.id !== 'default' ? current : undefined;
  const version = versionOf(currentProduct);
  return (
    <header className={styles.bar}>
      {hasSidebar ? (
        <button type="button" className={`${styles.iconButton} ${styles.menuButton}`} popoverTarget={SIDEBAR_ID} aria-label={t('app.openNavigation')}>
          <Icon name="menu" />
        </button>
      ) : null}
      <a href="/" className={styles.home} aria-label={t('app.home')}>
        <svg width="32" height="32" viewBox="0 0 36 32" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M30.34 21.27a1 1 0 0 0 .5-.87V15.3a1 1 0 0 1 .5-.87l3.66-2.1a.67.67 0 0 1 1 .58v9.27a1 1 0 0 1-.5.87l-11.05 6.35a1 1 0 0 1-1 0L14.17 24a1 1 0 0 1-.5-.87v-5.33a.05.05 0 0 1 .08-.04l.02.02a.05.05 0 0 0 .08-.05v-.25a1 1 0 0 1 .49-.86L24.83 10.4a.67.67 0 0 1 1 .58v3.86a1 1 0 0 1-.49.86l-5.9 3.44a.5.5 0 0 0-.01.87l4.4 2.52a1 1 0 0 0 1 0zM1 2.42a.67.67 0 0 0-1 .58v17.35a1 1 0 0 0 .5.87l3.6 2.06a.67.67 0 0 0 1-.58V11.1a.17.17 0 0 1 .25-.14l5.4 3.1a1 1 0 0 0 1 0l5.49-3.15a1 1 0 0 0 .5-.87V3a.67.67 0 0 0-1-.58l-5.49 3.15a1 1 0 0 1-1 0zm34.83 1.17a1 1 0 0 1-.5.87l-3.66 2.1a1 1 0 0 1-1 0L27 4.42a1 1 0 0 1-.5-.87V1.66a.67.67 0 0 1 1-.58L35.33 5a.67.67 0 0 1 .5.58z" />
        </svg>
        <span className={styles.homeText}>{t('app.title')}</span>
      </a>
      <button type="button" className={styles.switcher} popoverTarget="product-menu" aria-label={`${t('app.products')}: ${currentProduct?.name ?? t('app.title')}`}>
        <span>{currentProduct?.name ?? t('app.products')}</span>
        <Icon name="expand" size={18} />
      </button>
      <nav id="product-menu" popover="auto" className={styles.productMenu} aria-label={t('app.products')}>
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              <a href={product.landing} aria-current={product.id === currentProduct?.id ? 'true' : undefined}>
                <span className={styles.productName}>{product.name}</span>
                <span className={styles.productDescription}>{product.description}</span>
              </a>
            </li>
          ))}
        </ul>
        {/* Phones: the version button has no room in the bar, so its links close the product menu. */}
        {version ? <VersionLinks version={version} className={styles.productMenuVersion} /> : null}
      </nav>
      <VersionMenu section={currentProduct} version={version} />
      <div className={styles.spacer} />
      {controls}
      <a href={docsConfig.config.sourceCodeUrl} className={styles.iconButton} aria-label={t('app.repository')}>
        <Icon name="github" />
      </a>
      <span id={APP_BAR_END_ID} hidden />
    </header>
  );
}
