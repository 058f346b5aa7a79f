/**
 * Where a link written in the packages' JSDoc goes on this site. MUI's comments link to its own
 * documentation, absolute (`https://mui.com/material-ui/react-dialog/`) or by path
 * (`/material-ui/transitions/#transition-slots`), and Base UI's to base-ui.com. This site has the
 * same products under mostly the same pathnames, so such a link points to this site's page when
 * there is one (with its anchor when that page has it) and is dropped, keeping its text, when there
 * is none. Other links stay as written.
 */

/** This site's pages by pathname (`/material-ui/react-dialog`), each with the ids of its anchors. */
export type SitePages = ReadonlyMap<string, ReadonlySet<string>>;

const MUI_HOSTS = new Set(['mui.com', 'www.mui.com']);
const BASE_UI_HOSTS = new Set(['base-ui.com', 'www.base-ui.com']);

/** base-ui.com pathnames (`/react/components/checkbox-group`) and the prefix of the same page here. */
const BASE_UI_PATHS: readonly (readonly [RegExp, string])[] = [
  [/^\/react\/components\/([a-z0-9-]+)$/, '/base-ui/react-'],
  [/^\/react\/handbook\/([a-z0-9-]+)$/, '/base-ui/handbook/'],
  [/^\/react\/overview\/([a-z0-9-]+)$/, '/base-ui/getting-started/'],
  [/^\/react\/utils\/([a-z0-9-]+)$/, '/base-ui/utils/'],
];

function baseUiPathname(pathname: string): string | null {
  for (const [pattern, prefix] of BASE_UI_PATHS) {
    const name = pattern.exec(pathname)?.[1];
    if (name) return prefix + name;
  }
  return null;
}

/** MUI pathnames that are another pathname here. */
const PATH_ALIASES: Readonly<Record<string, string>> = {
  // MUI's Transitions component page; `/material-ui/customization/transitions` is the theme guide on both sites.
  '/material-ui/transitions': '/material-ui/react-transitions',
};

/** MUI anchors whose section has another heading here (the link checker fails the build if one disappears). */
const ANCHOR_ALIASES: Readonly<Record<string, string>> = {
  '/material-ui/react-transitions#transition-slots': 'child-requirements',
  '/material-ui/customization/palette#custom-colors': 'adding-a-custom-colour',
  '/material-ui/customization/theme-components#default-props': 'default-props-of-a-component',
  '/material-ui/react-floating-action-button#animation': 'animation-between-tabs',
  '/material-ui/react-text-field#components': 'composing-a-field',
  '/material-ui/react-popover#virtual-element': 'virtual-anchor-element',
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The page of MUI's or Base UI's documentation an href names, as this site's pathname
 * (`{ pathname: '/material-ui/react-dialog', fragment: '' }`), or null for any other link.
 */
export function muiDocsTarget(href: string): { pathname: string; fragment: string } | null {
  let url: URL;
  try {
    // A path (`/x/`) is a page of MUI's site: JSDoc has no other base to resolve it against.
    url = new URL(href, 'https://mui.com');
  } catch {
    return null;
  }
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  const fragment = safeDecode(url.hash.slice(1));
  if (href.startsWith('/') && !href.startsWith('//')) return { pathname: PATH_ALIASES[pathname] ?? pathname, fragment };
  // Anything else must name its host (`https://…`, `//…`): `#props` or `guide` are links within a page.
  if (!/^(https?:)?\/\//i.test(href)) return null;
  if (MUI_HOSTS.has(url.hostname)) return { pathname: PATH_ALIASES[pathname] ?? pathname, fragment };
  if (BASE_UI_HOSTS.has(url.hostname)) return { pathname: baseUiPathname(pathname) ?? `/base-ui${pathname}`, fragment };
  return null;
}

/**
 * The href a description's link gets on this site: unchanged when it is not MUI's documentation,
 * this site's page (and anchor) when there is one, or null to drop the link and keep its text.
 * An anchor this site's page lacks (under that name or its alias) leaves the link at the page's top.
 */
export function siteHref(href: string, pages: SitePages): string | null {
  const target = muiDocsTarget(href);
  if (target === null) return href;
  const anchors = pages.get(target.pathname);
  if (anchors === undefined) return null;
  if (target.fragment === '') return target.pathname;
  const fragment = anchors.has(target.fragment) ? target.fragment : ANCHOR_ALIASES[`${target.pathname}#${target.fragment}`];
  return fragment !== undefined && anchors.has(fragment) ? `${target.pathname}#${fragment}` : target.pathname;
}

// Fenced blocks and code spans are matched first so a link written inside code stays as it is; a
// link's text may itself hold code spans (`[`Menu`](…)`).
const SEGMENTS = /(```[\s\S]*?```)|(`+)[^`][\s\S]*?\2|\[((?:`[^`\n]*`|[^\]`\n])+)\]\(([^()\s]+)\)/g;

/** Rewrites every `[text](href)` of a Markdown description by `siteHref`; a dropped link leaves its text. */
export function rewriteDocLinks(markdown: string, pages: SitePages): string {
  return markdown.replace(SEGMENTS, (match: string, _fence?: string, _ticks?: string, text?: string, href?: string) => {
    if (text === undefined || href === undefined) return match;
    const next = siteHref(href, pages);
    return next === null ? text : `[${text}](${next})`;
  });
}
