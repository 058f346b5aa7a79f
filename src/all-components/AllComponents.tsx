/**
 * `<AllComponents />` in MDX: every component page of the section as a card with its picture, title
 * and one-line description, grouped like the sidebar. Rendered on the server at build time; the
 * only client code is the name filter around it.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { t } from '../i18n/translate';
import { parseContentFile } from '../mdx/frontMatter';
import { contentPages, contentSections } from '../navigation/contentSections';
import type { SectionId } from '../navigation/types';
import ComponentFilter from './LazyComponentFilter.client';
import { componentGroups } from './groups';
import Picture from './Picture';
import styles from './AllComponents.module.css';

/** The first sentence of a description: enough for a card. */
function firstSentence(text: string): string {
  const end = text.search(/\.\s/);
  return end === -1 ? text : text.slice(0, end + 1);
}

async function frontMatterOf(pathname: string): Promise<{ title: string; description: string }> {
  const page = contentPages.find((candidate) => candidate.page.pathname === pathname);
  if (!page) throw new Error(`All components: ${pathname} is in the sidebar but has no content page.`);
  const { frontMatter } = parseContentFile(await readFile(path.join(process.cwd(), 'content', page.file), 'utf8'), `content/${page.file}`);
  return { title: frontMatter.title, description: firstSentence(frontMatter.description) };
}

export default async function AllComponents({ section }: { section: SectionId }) {
  const found = contentSections.find((candidate) => candidate.id === section);
  if (!found) throw new Error(`<AllComponents section="${section}">: no such section.`);
  const groups = await Promise.all(
    componentGroups(found.pages, `${found.pathPrefix}/components`).map(async (group) => ({
      title: group.title,
      cards: await Promise.all(group.cards.map(async (card) => ({ ...card, ...(await frontMatterOf(card.pathname)) }))),
    })),
  );
  const total = groups.reduce((sum, group) => sum + group.cards.length, 0);
  return (
    <ComponentFilter
      total={total}
      labels={{ filter: t('allComponents.filter'), count: t('allComponents.count', { count: '{count}', total: String(total) }), none: t('allComponents.none', { query: '{query}' }) }}
    >
      {groups.map((group) => {
        const headingId = `group-${group.title.toLowerCase().replace(/\s+/g, '-')}`;
        return (
        <section key={group.title} className={styles.group} data-component-group="" aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.grid}>
            {group.cards.map((card) => (
              <li key={card.pathname} data-component-card="" data-name={card.title}>
                <a href={card.pathname} className={styles.card}>
                  <Picture pathname={card.pathname} className={styles.picture} />
                  <span className={styles.name}>{card.title}</span>
                  <span className={styles.description}>{card.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        );
      })}
    </ComponentFilter>
  );
}
