/** The frame of every docs page: app bar, sidebar, breadcrumbs, title, content, edit link, prev/next, contents. */
import type { ReactNode } from 'react';
import AdSlot from '../ads/AdSlot';
import { clickEventAttributes } from '../analytics/clickEvents';
import { CODE_BLOCK_COPIED_MS } from '../code-block/copy';
import CopyShortcut from '../code-block/CopyShortcut.client';
import { docsConfig } from '../config';
import Feedback from '../feedback/Feedback';
import { t } from '../i18n/translate';
import type { TocEntry } from '../mdx/rehypeHeadings';
import ApiTabs from '../api-reference/ApiTabs';
import PageActions from '../machine-pages/PageActions.client';
import lastUpdatedIndex from '../../.generated/last-updated.json';
import { formatLastUpdated, type LastUpdatedIndex } from '../page-info/lastUpdated';
import { findActivePage, getNeighbours } from '../navigation/registry';
import { apiTabsFor, sections, type RegisteredPage } from '../navigation/sections';
import ComponentHeader from '../component-header/ComponentHeader';
import Breadcrumbs from './Breadcrumbs';
import { Icon } from './icons';
import PrevNext from './PrevNext';
import SiteHeader from './SiteHeader';
import Sidebar from './Sidebar';
import TableOfContents from './TableOfContents';
import styles from './DocsPage.module.css';

export interface DocsPageProps {
  entry: RegisteredPage;
  title: string;
  description: string;
  toc: readonly TocEntry[];
  children: ReactNode;
  /** Whether the ad slot shows below the description (default true; pages such as the error decoder opt out). */
  ad?: boolean;
  /** A component page's components (front matter), for the links under its title. */
  components?: readonly string[];
}

/** `/material-ui/react-button`, `/base-ui/react-dialog`: a component's guide page. */
function isComponentPage(pathname: string): boolean {
  return /^\/[a-z-]+\/react-[a-z-]+$/.test(pathname);
}

/**
 * Server-rendered; the only client code is the copy buttons, the copy shortcut, the contents
 * highlighter, the ad slot and, on API pages, the layout switch. An API tab page sits in the sidebar
 * as its guide page.
 */
export default function DocsPage({ entry, title, description, toc, children, ad = true, components }: DocsPageProps) {
  const { section, page } = entry;
  const navPathname = entry.kind === 'api' && entry.api.guide ? entry.api.guide : page.pathname;
  const active = findActivePage(section.pages, navPathname);
  const { prev, next } = getNeighbours(section.pages, navPathname);
  const { repositoryUrl } = docsConfig.config;
  // Only into a configured repository of this site (DOCS_REPO_URL), never a guessed one.
  const editUrl = entry.kind === 'mdx' && repositoryUrl ? `${repositoryUrl}/${docsConfig.config.contentEditPath}/${entry.file}` : null;
  const updated = entry.kind === 'mdx' ? (lastUpdatedIndex as LastUpdatedIndex)[entry.file] : undefined;
  return (
    <>
      <SiteHeader sections={sections} current={section} hasSidebar />
      <div className={styles.layout}>
        <Sidebar section={section} pathname={navPathname} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <article className={styles.article}>
            <Breadcrumbs section={section} parents={active?.parents ?? []} page={active?.page ?? page} />
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{title}</h1>
              <PageActions
                markdownUrl={`${page.pathname}.md`}
                copiedMs={CODE_BLOCK_COPIED_MS}
                icons={{ copy: <Icon name="copy" size={16} />, copied: <Icon name="check" size={16} />, more: <Icon name="expand" size={16} /> }}
                labels={{
                  copyPage: t('page.copy'),
                  copied: t('copy.copied'),
                  announceCopied: t('copy.announce'),
                  copyFailed: t('page.copyFailed'),
                  more: t('page.actions'),
                  viewMarkdown: t('page.viewMarkdown'),
                  llmsTxt: t('page.llmsTxt'),
                }}
              />
            </div>
            <p className={styles.description}>{description}</p>
            {components && isComponentPage(page.pathname) ? <ComponentHeader section={section} components={components} /> : null}
            {ad && <AdSlot />}
            <ApiTabs guide={navPathname} tabs={apiTabsFor(navPathname)} current={page.pathname} />
            <div className="markdown-body">{children}</div>
            <Feedback pathname={page.pathname} sectionId={section.id} />
            <footer className={styles.footer}>
              {updated && (
                <p className={styles.updated}>
                  {t('page.lastUpdated')} <time dateTime={updated}>{formatLastUpdated(updated)}</time>
                </p>
              )}
              {editUrl && (
                <a href={editUrl} className={styles.edit} {...clickEventAttributes('page', { eventAction: 'edit', eventLabel: page.pathname })}>
                  <Icon name="edit" size={16} />
                  {t('nav.editPage')}
                </a>
              )}
              <PrevNext prev={prev} next={next} />
            </footer>
          </article>
        </main>
        <aside className={styles.aside}>
          <TableOfContents toc={toc} />
        </aside>
      </div>
      <CopyShortcut />
    </>
  );
}
