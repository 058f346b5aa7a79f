/**
 * The navigation page item (SPEC §3). Sidebar trees in `content/<product>/pages.ts` are arrays of these;
 * they are plain, serializable data and every other structure (sidebar, breadcrumbs, prev/next,
 * sitemap, search) is derived from them by the pure helpers in this folder.
 */

/** Flags shown beside a page's title in the sidebar. */
export interface PageFlags {
  /** Part of a paid plan. */
  plan?: 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
}

export interface PageItem extends PageFlags {
  /**
   * For a page: its canonical URL path (`/material-ui/react-button`).
   * For a group (an item with `children`): the path prefix its pages share; a group is not a page itself.
   */
  pathname: string;
  /** Shown in the sidebar and breadcrumbs; derived from the last path segment when omitted. */
  title?: string;
  /** Makes a group a plain, always-open heading instead of a collapsible one. */
  subheader?: string;
  children?: PageItem[];
  /** A top-level group that starts closed unless it holds the current page (long generated lists). */
  collapsed?: boolean;
  /** An external link (store, blog): no page is built for it. */
  href?: string;
  /** `api`: a page generated from package types (src/api-reference), so it has no `.mdx` file. */
  kind?: 'api';
}

/** The sections that have their own sidebar. */
export const SECTIONS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'docs-infra', 'default'] as const;
export type SectionId = (typeof SECTIONS)[number];

export interface Section {
  id: SectionId;
  /** Product name shown in the app bar's product switcher. */
  name: string;
  /** One sentence presenting the product on the home page. */
  description: string;
  /** URL prefix of every page of the section (`/material-ui`, `/experiments/docs`). */
  pathPrefix: string;
  /** The first page a reader should see. */
  landing: string;
  pages: PageItem[];
}
