/** The frame of every docs page: app bar, sidebar, breadcrumbs, title, content, edit link, prev/next, contents. */
import type { ReactNode } from 'react';
import CopyShortcut from '../code-block/CopyShortcut.client';
import { docsConfig } from '../config';
import Feedback from '../feedback/Feedback';
import { t } from '../i18n/translate';
import type { TocEntry } from '../mdx/rehypeHeadings';
import { findActivePage, getNeighbours } from '../navigation/registry';
import { sections, type RegisteredPage } from '../navigation/sections';
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
}

/** Server-rendered; the only client code is the copy buttons, the copy shortcut and the contents highlighter. */
export default function DocsPage({ entry, title, description, toc, children }: DocsPageProps) {
  const { section, page, file } = entry;
  const active = findActivePage(section.pages, page.pathname);
  const { prev, next } = getNeighbours(section.pages, page.pathname);
  const editUrl = `${docsConfig.config.repositoryUrl}/${docsConfig.config.contentEditPath}/${file}`;
  return (
    <>
      <SiteHeader sections={sections} current={section} hasSidebar />
      <div className={styles.layout}>
        <Sidebar section={section} pathname={page.pathname} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <article className={styles.article}>
            <Breadcrumbs section={section} parents={active?.parents ?? []} page={page} />
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.description}>{description}</p>
            <div className="markdown-body">{children}</div>
            <Feedback pathname={page.pathname} sectionId={section.id} />
            <footer className={styles.footer}>
              <a href={editUrl} className={styles.edit}>
                <Icon name="edit" size={16} />
                {t('nav.editPage')}
              </a>
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
