/**
 * What the Demo server component hands to the client block: each styling's sources as plain text (the
 * block copies, edits and exports these, never the highlighted HTML), its live module and links, and
 * the translated labels. Plus the pure helpers the block's parts share.
 */
import type { CodeStyling, CodeVariant, StylingId } from './codePreferences';

/** One styling of a demo, as the client block needs it. */
export interface DemoVariantInfo {
  styling: StylingId;
  label: CodeStyling;
  moduleId: string;
  hasPreview: Record<CodeVariant, boolean>;
  /** The demo's file in this site's repository; null when none is configured (DOCS_REPO_URL). */
  sourceUrl: string | null;
  /** The full source; `JS` is null when it is the same text as `TS` (nothing to strip). */
  sources: { TS: string; JS: string | null };
  /** Files the demo imports from its folder (`css.module.css`), for the sandbox export. */
  extraFiles: { name: string; source: string }[];
}

/** Every visible string of the block, translated on the server. */
export interface DemoBlockLabels {
  toolbar: string;
  stylings: Record<StylingId, string>;
  stylingMenu: Record<StylingId, string>;
  variant: string;
  variantTitles: Record<CodeVariant, string>;
  showCode: string;
  hideCode: string;
  expandCode: string;
  collapseCode: string;
  copySource: string;
  copied: string;
  announceCopied: string;
  resetFocus: string;
  reset: string;
  edit: string;
  stopEditing: string;
  more: string;
  viewSource: string;
  copyJsLink: string;
  copyTsLink: string;
  linkCopied: string;
  stackblitz: string;
  codesandbox: string;
  editorLabels: Record<CodeVariant, string>;
  editorHint: string;
  loadingEditor: string;
  /** Shown while the full code is on its way. */
  loadingCode: string;
  /** Shown when the full code could not be fetched, with a retry button. */
  codeError: string;
  retry: string;
  editError: string;
  crashed: string;
  crashedHint: string;
  /** Accessible name of an iframe demo's frame. */
  frameTitle: string;
}

/** The full source of `variant` in `codeVariant`. */
export function demoSource(variant: Pick<DemoVariantInfo, 'sources'>, codeVariant: CodeVariant): string {
  return codeVariant === 'JS' ? (variant.sources.JS ?? variant.sources.TS) : variant.sources.TS;
}

/** The styling the reader prefers if this demo has it, else the demo's first. */
export function pickVariant<V extends Pick<DemoVariantInfo, 'styling'>>(variants: readonly V[], preferred: StylingId): V {
  const first = variants[0];
  if (!first) throw new Error('A demo needs at least one variant.');
  return variants.find((v) => v.styling === preferred) ?? first;
}

/** The settings a demo's server HTML was rendered with, or a reader has: direction and density. */
export interface DemoRenderSettings {
  direction: 'ltr' | 'rtl';
  dense: boolean;
  /** Whether the theme tools' colours or spacing apply. */
  customized?: boolean;
}

/** What the build renders every demo with: left to right, at the default density and theme. */
export const SERVER_RENDER_SETTINGS: DemoRenderSettings = { direction: 'ltr', dense: false, customized: false };

/**
 * Whether the browser must replace a demo's server HTML rather than hydrate it as it is: the reader's
 * styling picks another variant than the server's, or their direction or density differs.
 */
export function differsFromServerRender(
  variants: readonly Pick<DemoVariantInfo, 'styling'>[],
  styling: { server: StylingId; reader: StylingId },
  reader: DemoRenderSettings,
): boolean {
  if (pickVariant(variants, styling.reader) !== pickVariant(variants, styling.server)) return true;
  return reader.direction !== SERVER_RENDER_SETTINGS.direction || reader.dense !== SERVER_RENDER_SETTINGS.dense || reader.customized === true;
}

/**
 * The toolbar item a key moves focus to (WAI-ARIA toolbar: arrows wrap, mirrored in right-to-left;
 * Home and End jump to the ends), or undefined for keys the toolbar leaves alone.
 */
export function toolbarTarget(key: string, index: number, count: number, rtl: boolean): number | undefined {
  if (count === 0) return undefined;
  const step = key === 'ArrowRight' ? (rtl ? -1 : 1) : key === 'ArrowLeft' ? (rtl ? 1 : -1) : undefined;
  if (step !== undefined) return (index + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
