/**
 * URL rules shared by the site, the production server and analytics.
 * Pure functions only: no Next.js or DOM imports, so the server and the build can use them.
 */

/** Language prefixes accepted in a URL (`/zh/...` is accepted and served as the English page). */
const ACCEPTED_LANGUAGE_PREFIXES = ['en', 'zh'] as const;

export type AcceptedLanguage = (typeof ACCEPTED_LANGUAGE_PREFIXES)[number];

const DEFAULT_LANGUAGE: AcceptedLanguage = 'en';

export interface LanguageSplit {
  /** The language named by the URL prefix, or the default language when there is none. */
  userLanguage: AcceptedLanguage;
  /** The pathname without the language prefix. */
  canonicalAs: string;
  /** Whether the URL carried an accepted language prefix. */
  hadPrefix: boolean;
}

function isAcceptedLanguage(value: string): value is AcceptedLanguage {
  return (ACCEPTED_LANGUAGE_PREFIXES as readonly string[]).includes(value);
}

/** Splits an accepted language prefix (`/zh/…`, `/en/…`) off a pathname. Other segments stay in the path. */
export function pathnameToLanguage(pathname: string): LanguageSplit {
  const match = /^\/([a-z]{2})(?=\/|$|#|\?)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix !== undefined && isAcceptedLanguage(prefix)) {
    const rest = pathname.slice(prefix.length + 1);
    return { userLanguage: prefix, canonicalAs: rest === '' || rest.startsWith('#') || rest.startsWith('?') ? `/${rest}` : rest, hadPrefix: true };
  }
  return { userLanguage: DEFAULT_LANGUAGE, canonicalAs: pathname, hadPrefix: false };
}

/**
 * The canonical pathname of a URL path: no language prefix, no query or `#hash`, no trailing slash
 * (but `/` stays `/`), and a leading `/api` segment mapped to `/api-docs`.
 */
export function canonicalPathname(pathname: string): string {
  let path = pathnameToLanguage(pathname).canonicalAs;
  path = path.replace(/[?#].*$/, '');
  if (path === '') path = '/';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  path = path.replace(/^\/api(?=\/|$)/, '/api-docs');
  return path;
}

export type ProductCategory = 'core' | 'x' | 'toolpad' | 'docs';

export interface ProductInfo {
  productId: string;
  productCategoryId: ProductCategory;
}

const CORE_PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;

/** MUI X products, by the slug that names them in `/x/react-<slug>/…` and `/x/api/<slug>/…`. */
const X_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;

/** An MUI X product id: one of its products, or `x` for pages about MUI X as a whole. */
export type XProductId = (typeof X_PRODUCTS)[number] | 'x';

/** The MUI X product named by the segments after `/x` (`/x/introduction`, `/x/whats-new` and unknown slugs: `x`). */
function xProductId(rest: readonly string[]): XProductId {
  const slug = rest[0] === 'api' ? rest[1] : /^react-(.+)$/.exec(rest[0] ?? '')?.[1];
  return X_PRODUCTS.find((product) => product === slug) ?? 'x';
}

/** Which product (and product category) a pathname belongs to, or `null` for none. */
export function getProductInfoFromUrl(pathname: string): ProductInfo | null {
  const path = canonicalPathname(pathname);
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return null;

  if ((CORE_PRODUCTS as readonly string[]).includes(first)) {
    return { productId: first, productCategoryId: 'core' };
  }
  if (first === 'x') {
    return { productId: xProductId(segments.slice(1)), productCategoryId: 'x' };
  }
  if (first === 'toolpad') {
    return { productId: segments[1] === 'studio' ? 'toolpad-studio' : 'toolpad-core', productCategoryId: 'toolpad' };
  }
  if (first === 'experiments' && segments[1] === 'docs') {
    return { productId: 'docs-infra', productCategoryId: 'docs' };
  }
  if (first === 'docs' || first === 'versions' || first === 'production-error') {
    return { productId: 'docs', productCategoryId: 'docs' };
  }
  return null;
}
