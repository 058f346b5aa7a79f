/**
 * The reader's code preferences (SPEC §4, §9): the code variant (JS or TS, default TS) and the code
 * styling (MUI System, Tailwind or CSS, default MUI System). Both persist in one-year cookies and can
 * be taken from a URL hash such as `#BasicButtons.js` or `#tailwind-BasicSlider.tsx`.
 *
 * `installCodePreferences` is serialized into an inline <head> script, so every demo on the page shows
 * the reader's variant from the first paint. It must stay self-contained: no imports, no module-level
 * names in its body; everything arrives in `options`. Tests call the same function directly.
 */

export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** One year, in seconds. */
export const CODE_PREFERENCE_MAX_AGE = 31536000;

/** The short id of each styling: the hash prefix, the `<html data-code-styling>` value, the file name. */
export const STYLING_IDS: Record<CodeStyling, StylingId> = { 'MUI System': 'system', Tailwind: 'tailwind', CSS: 'css' };
export type StylingId = 'system' | 'tailwind' | 'css';
export const STYLING_BY_ID: Record<StylingId, CodeStyling> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

/** What a demo link's hash asks for. */
export interface DemoHash {
  /** The demo's name (`BasicButtons`). */
  demo: string;
  codeVariant: CodeVariant;
  /** Present only when the hash names one (`tailwind-BasicSlider.tsx`). */
  codeStyling?: CodeStyling;
}

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export interface CodePreferencesOptions {
  variantCookie: string;
  stylingCookie: string;
  variants: readonly string[];
  stylings: readonly string[];
  defaultVariant: string;
  defaultStyling: string;
  /** styling id → styling name */
  stylingById: Record<string, string>;
}

export const CODE_PREFERENCES_OPTIONS: CodePreferencesOptions = {
  variantCookie: CODE_VARIANT_COOKIE,
  stylingCookie: CODE_STYLING_COOKIE,
  variants: CODE_VARIANTS,
  stylings: CODE_STYLINGS,
  defaultVariant: DEFAULT_CODE_VARIANT,
  defaultStyling: DEFAULT_CODE_STYLING,
  stylingById: STYLING_BY_ID,
};

/**
 * `#BasicButtons.js` → the demo and JS; `#css-BasicSwitch.tsx` → the demo, TS and CSS. Anything not
 * ending in `.js` or `.tsx` (a heading anchor, an empty hash) is not a demo link: null.
 */
export function parseDemoHash(hash: string): DemoHash | null {
  const match = /^#?(?:(system|tailwind|css)-)?([A-Za-z]\w*)\.(js|tsx)$/.exec(decodeURIComponent(hash));
  if (!match) return null;
  const [, stylingId, demo, extension] = match;
  const result: DemoHash = { demo: demo!, codeVariant: extension === 'js' ? 'JS' : 'TS' };
  if (stylingId) result.codeStyling = STYLING_BY_ID[stylingId as StylingId];
  return result;
}

/** The hash of a link to demo `demo`'s code in a variant (and styling, when the demo has several). */
export function demoHash(demo: string, codeVariant: CodeVariant, styling?: CodeStyling): string {
  const prefix = styling ? `${STYLING_IDS[styling]}-` : '';
  return `#${prefix}${demo}.${codeVariant === 'JS' ? 'js' : 'tsx'}`;
}

/** The `document.cookie` assignment that stores one preference for a year, site-wide. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${CODE_PREFERENCE_MAX_AGE}; samesite=lax`;
}

/**
 * Runs in <head> before paint: puts the reader's preferences on `<html data-code-variant
 * data-code-styling>`, from the hash when it names a demo, else from the cookies, else the defaults.
 * The page's CSS shows the matching code from that first paint; demos read and update the attributes.
 * A hash choice applies to this visit only: it is not written to the cookies.
 */
export function installCodePreferences(doc: Document, options: CodePreferencesOptions): void {
  const cookie = (name: string) => {
    const found = doc.cookie.split(';').map((part) => part.trim()).find((part) => part.indexOf(`${name}=`) === 0);
    if (!found) return undefined;
    try {
      return decodeURIComponent(found.slice(name.length + 1));
    } catch {
      return undefined;
    }
  };
  let variant = cookie(options.variantCookie);
  let styling = cookie(options.stylingCookie);
  let hash = '';
  try {
    hash = decodeURIComponent(doc.location.hash);
  } catch {
    hash = '';
  }
  const match = /^#?(?:(system|tailwind|css)-)?[A-Za-z]\w*\.(js|tsx)$/.exec(hash);
  if (match) {
    variant = match[2] === 'js' ? 'JS' : 'TS';
    if (match[1]) styling = options.stylingById[match[1]];
  }
  if (!variant || options.variants.indexOf(variant) === -1) variant = options.defaultVariant;
  if (!styling || options.stylings.indexOf(styling) === -1) styling = options.defaultStyling;
  let stylingId = 'system';
  for (const id of Object.keys(options.stylingById)) if (options.stylingById[id] === styling) stylingId = id;
  doc.documentElement.setAttribute('data-code-variant', variant);
  doc.documentElement.setAttribute('data-code-styling', stylingId);
}

/** The inline script's text. */
export function codePreferencesScript(options: CodePreferencesOptions = CODE_PREFERENCES_OPTIONS): string {
  return `(${installCodePreferences.toString()})(document,${JSON.stringify(options)})`;
}
