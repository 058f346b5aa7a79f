/** The table of contents of an API page, in the page's section order. */
import type { TocEntry } from '../mdx/rehypeHeadings';
import type { ApiComponent } from './types';

export interface ApiTocLabels {
  demos: string;
  import: string;
  props: string;
  inheritance: string;
  themeDefaultProps: string;
  slots: string;
  cssClasses: string;
}

/** Section ids are the contract search relies on: demos, import, props, inheritance, theme-default-props, slots, css-classes. */
export function componentToc(component: ApiComponent, labels: ApiTocLabels): TocEntry[] {
  const entries: TocEntry[] = [
    { depth: 2, id: 'demos', title: labels.demos },
    { depth: 2, id: 'import', title: labels.import },
    { depth: 2, id: 'props', title: labels.props },
  ];
  if (component.inheritance) entries.push({ depth: 2, id: 'inheritance', title: labels.inheritance });
  if (component.themeDefaultProps) entries.push({ depth: 2, id: 'theme-default-props', title: labels.themeDefaultProps });
  if (component.slots.length > 0) entries.push({ depth: 2, id: 'slots', title: labels.slots });
  if (component.classes.length > 0) entries.push({ depth: 2, id: 'css-classes', title: labels.cssClasses });
  return entries;
}

/** A tab page: Demos and Import, then each part with its props. */
export function partsToc(parts: readonly Pick<ApiComponent, 'name' | 'anchor'>[], labels: Pick<ApiTocLabels, 'demos' | 'import'>): TocEntry[] {
  return [{ depth: 2, id: 'demos', title: labels.demos }, { depth: 2, id: 'import', title: labels.import }, ...parts.map((part) => ({ depth: 2 as const, id: part.anchor, title: part.name }))];
}
