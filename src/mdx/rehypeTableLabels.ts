/**
 * Names every content table after the section it sits in ("Props table"), numbering repeats, so the
 * scrollable regions around tables have unique accessible names (axe: landmark-unique).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** The rehype plugin; the label is stored in `data-label` and read by the Table component. */
export function rehypeTableLabels(options: { pageTitle: string }) {
  return (tree: Root) => {
    let section = options.pageTitle;
    const used = new Map<string, number>();
    visit(tree, 'element', (node: Element) => {
      if (/^h[2-6]$/.test(node.tagName)) {
        // The heading's own words: its anchor link ("#") and its feedback button ("Rate") are not part of it.
        const own = node.children.filter((child) => !(child.type === 'element' && (child.tagName === 'button' || String(child.properties.className ?? '').includes('heading-anchor'))));
        section = own.map((child) => toString(child)).join('').replace(/#$/, '').trim();
        return;
      }
      if (node.tagName !== 'table') return;
      const base = `${section} table`;
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      node.properties.dataLabel = count === 1 ? base : `${base} ${count}`;
    });
  };
}
