/**
 * A section's sidebar, rendered on the server. Groups collapse with <details>; the active page is
 * known at build time. Below the md breakpoint the same <nav> becomes a drawer (a native popover).
 */
import { outboundLinkAttributes } from '../analytics/clickEvents';
import { t } from '../i18n/translate';
import { containsPathname, isPage, pageTitle } from '../navigation/registry';
import type { PageItem, Section } from '../navigation/types';
import { Icon } from './icons';
import PageFlags from './PageFlags';
import styles from './Sidebar.module.css';
import { SIDEBAR_ID, sidebarScrollScript } from './sidebarScroll';


function Item({ item, pathname, depth }: { item: PageItem; pathname: string; depth: number }) {
  const title = pageTitle(item);
  if (item.children && item.subheader) {
    return (
      <li className={styles.subheaderGroup}>
        <p className={styles.subheader}>{item.subheader}</p>
        <Items items={item.children} pathname={pathname} depth={depth + 1} />
      </li>
    );
  }
  if (item.children) {
    const open = (depth === 0 && !item.collapsed) || containsPathname(item, pathname);
    return (
      <li>
        <details className={styles.group} open={open}>
          <summary className={styles.summary}>
            <span>{title}</span>
            <Icon name="expand" size={18} className={styles.chevron} />
          </summary>
          <Items items={item.children} pathname={pathname} depth={depth + 1} />
        </details>
      </li>
    );
  }
  if (item.href) {
    return (
      <li>
        <a className={styles.link} href={item.href} target="_blank" rel="noopener" {...outboundLinkAttributes(item.href, 'sidebar')}>
          {title}
          <Icon name="external" size={14} className={styles.external} />
          <span className={styles.visuallyHidden}> {t('flag.external')}</span>
        </a>
      </li>
    );
  }
  const active = isPage(item) && item.pathname === pathname;
  return (
    <li>
      <a className={styles.link} href={item.pathname} aria-current={active ? 'page' : undefined}>
        {title}
        <PageFlags item={item} />
      </a>
    </li>
  );
}

function Items({ items, pathname, depth }: { items: readonly PageItem[]; pathname: string; depth: number }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <Item key={item.pathname} item={item} pathname={pathname} depth={depth} />
      ))}
    </ul>
  );
}

/** The sidebar of `section` with `pathname` marked as the current page. */
export default function Sidebar({ section, pathname }: { section: Section; pathname: string }) {
  return (
    <>
      <nav id={SIDEBAR_ID} popover="auto" className={styles.sidebar} aria-label={t('nav.sidebar', { section: section.name })}>
        <div className={styles.drawerHeader}>
          <span className={styles.drawerTitle}>{section.name}</span>
          <button type="button" className={styles.close} popoverTarget={SIDEBAR_ID} popoverTargetAction="hide" aria-label={t('app.closeNavigation')}>
            <Icon name="close" />
          </button>
        </div>
        <Items items={section.pages} pathname={pathname} depth={0} />
      </nav>
      {/* Runs as the page is parsed: the current link is in view at first paint, with no jump after hydration. */}
      <script dangerouslySetInnerHTML={{ __html: sidebarScrollScript() }} />
    </>
  );
}
