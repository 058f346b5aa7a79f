/**
 * Constants shared by every MUI theme of the site (SPEC §9): border radius 12 and class-based colour
 * schemes (`.light` / `.dark` on <html>). The theme itself is built by `createDocsTheme`; the static
 * stylesheet that server components read is generated from it at build time.
 */

export const THEME_BORDER_RADIUS = 12;
export const COLOR_SCHEME_SELECTOR = 'class';
