/**
 * The groups of the "All components" page: the subheaded groups of a section's "Components" sidebar
 * group (Inputs, Data display, …), each with its component pages in sidebar order. Pages without a
 * picture (guides such as "About the lab", the "All components" page itself) are left out.
 */
import { isPage, pageTitle } from '../navigation/registry';
import type { PageItem } from '../navigation/types';
import { pictureFor } from './pictures';

export interface ComponentCard {
  pathname: string;
  title: string;
}

export interface ComponentGroup {
  title: string;
  cards: ComponentCard[];
}

/** The groups under the section's `<prefix>/components` item; throws when the section has none. */
export function componentGroups(pages: readonly PageItem[], componentsPathname: string): ComponentGroup[] {
  const components = pages.find((item) => item.pathname === componentsPathname);
  if (!components?.children) throw new Error(`The sidebar has no "${componentsPathname}" group to list components from.`);
  return components.children
    .filter((group) => group.subheader && group.children)
    .map((group) => ({
      title: group.subheader ?? '',
      cards: (group.children ?? []).filter((item) => isPage(item) && !item.href && pictureFor(item.pathname)).map((item) => ({ pathname: item.pathname, title: pageTitle(item) })),
    }))
    .filter((group) => group.cards.length > 0);
}
