import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeTableLabels } from './rehypeTableLabels';

const el = (tagName: string, text = ''): Element => ({ type: 'element', tagName, properties: {}, children: text ? [{ type: 'text', value: text }] : [] });

describe('rehypeTableLabels', () => {
  it('labels tables by their section and numbers repeats', () => {
    const tables = [el('table'), el('table'), el('table'), el('table')];
    const tree: Root = { type: 'root', children: [tables[0] as Element, el('h2', 'Props'), tables[1] as Element, tables[2] as Element, el('h3', 'Slots'), tables[3] as Element] };
    rehypeTableLabels({ pageTitle: 'Button' })(tree);
    expect(tables.map((table) => table.properties.dataLabel)).toEqual(['Button table', 'Props table', 'Props table 2', 'Slots table']);
  });

  it('names a section by its heading’s words, without the anchor link or the feedback button', () => {
    const heading: Element = { ...el('h2', 'Variants'), children: [{ type: 'text', value: 'Variants' }, { ...el('a', '#'), properties: { className: ['heading-anchor'] } }, el('button', 'Rate')] };
    const table = el('table');
    rehypeTableLabels({ pageTitle: 'Button' })({ type: 'root', children: [heading, table] });
    expect(table.properties.dataLabel).toBe('Variants table');
  });
});
