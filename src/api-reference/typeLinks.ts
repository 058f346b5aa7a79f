/** Links type names in a written type to the pages that document them, and the anchor ids of API rows. */
import type { ApiComponent } from './types';

export type TypePart = string | { text: string; href: string };

/** Types explained on a guide page of this site (the link checker fails the build if an anchor disappears). */
const GUIDE_TYPE_LINKS: Readonly<Record<string, string>> = {
  SxProps: '/system/getting-started#the-sx-prop',
};

/** Where each documented type name is explained: `Button` → its page, `ButtonProps` → #props, `ButtonClasses` → #css-classes, `SxProps` → the sx guide. */
export function typeLinkIndex(components: readonly Pick<ApiComponent, 'name' | 'pathname' | 'anchor'>[]): Map<string, string> {
  const index = new Map<string, string>(Object.entries(GUIDE_TYPE_LINKS));
  for (const { name, pathname, anchor } of components) {
    if (!pathname || name.includes('.')) continue;
    const base = anchor ? `${pathname}#${anchor}` : pathname;
    index.set(name, base);
    index.set(`${name}Props`, `${pathname}#props`);
    index.set(`${name}Classes`, `${pathname}#css-classes`);
  }
  return index;
}

/** Splits a type into text and linked names; a page never links to itself. */
export function linkTypeNames(type: string, index: ReadonlyMap<string, string>, currentPathname: string): TypePart[] {
  const parts: TypePart[] = [];
  let last = 0;
  for (const match of type.matchAll(/\b[A-Z][A-Za-z0-9]*\b/g)) {
    const href = index.get(match[0]);
    if (!href || href.split('#')[0] === currentPathname || type[match.index - 1] === '.') continue;
    if (match.index > last) parts.push(type.slice(last, match.index));
    parts.push({ text: match[0], href });
    last = match.index + match[0].length;
  }
  if (last < type.length) parts.push(type.slice(last));
  return parts;
}

export type ApiRowKind = 'prop' | 'slot' | 'class';

const ID_PREFIX: Record<ApiRowKind, string> = { prop: 'prop', slot: 'slot', class: 'classes' };

/**
 * The anchor of a row: `prop-variant`, `slot-thumb`, `classes-root`. On a page with several
 * components (Base UI tab pages) it is prefixed with the component's anchor: `switch-root-prop-checked`.
 */
export function rowId(kind: ApiRowKind, name: string, componentAnchor = ''): string {
  return `${componentAnchor ? `${componentAnchor}-` : ''}${ID_PREFIX[kind]}-${name}`;
}
