/**
 * Gives h2/h3 headings stable ids, appends an anchor link to each, and records them for the table of
 * contents. Ids follow GitHub's slug rules so links written by hand match.
 */
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { t } from '../i18n/translate';

export interface TocEntry {
  depth: 2 | 3;
  id: string;
  title: string;
}

/** The rehype plugin; headings found are pushed onto `toc`. */
export function rehypeHeadings(options: { toc: TocEntry[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-6]$/.test(node.tagName)) return;
      const title = toString(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(title);
      node.properties.id = id;
      const depth = Number(node.tagName[1]);
      if (depth === 2 || depth === 3) options.toc.push({ depth, id, title });
      const anchor: ElementContent = {
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['heading-anchor'], ariaLabel: t('heading.anchor', { title }) },
        children: [{ type: 'text', value: '#' }],
      };
      node.children.push(anchor);
      // h2 sections can be rated: the feedback control (src/feedback) listens for clicks on this button.
      if (depth === 2) {
        node.children.push({
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['heading-feedback'], dataFeedbackSection: id, dataFeedbackTitle: title, ariaLabel: t('feedback.rateSection', { title }) },
          children: [{ type: 'text', value: t('feedback.rate') }],
        });
      }
    });
  };
}
