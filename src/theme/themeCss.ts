/** Serializes the theme's CSS-variable style sheets to plain CSS, so pages need no styling runtime. */

type StyleSheet = Record<string, unknown>;

function declaration(property: string, value: unknown): string {
  const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `${name}:${String(value)};`;
}

/** `[{ ':root': { '--x': '1', colorScheme: 'light' } }]` → `:root{--x:1;color-scheme:light;}`. */
export function styleSheetsToCss(sheets: readonly StyleSheet[]): string {
  return sheets
    .flatMap((sheet) =>
      Object.entries(sheet).map(([selector, block]) => {
        if (typeof block !== 'object' || block === null) throw new Error(`Unexpected theme style sheet entry for ${selector}`);
        const body = Object.entries(block as Record<string, unknown>)
          .filter(([, value]) => value !== undefined && value !== null && typeof value !== 'object')
          .map(([property, value]) => declaration(property, value))
          .join('');
        return `${selector}{${body}}`;
      }),
    )
    .join('\n');
}

/** `:root` → `scope`, `.dark` → `.dark scope`: the same variable blocks, applied to one element's subtree. */
function scopeSelector(selector: string, scope: string): string {
  return selector
    .split(',')
    .map((part) => part.trim())
    .map((part) => (part === ':root' ? scope : `${part} ${scope}`))
    .join(', ');
}

/**
 * Rewrites a theme's `:root` / per-scheme blocks so they set the variables on `scope` (a selector)
 * instead of the document: a demo whose theme state differs from the page's recolours itself only.
 */
export function scopeStyleSheets(sheets: readonly StyleSheet[], scope: string): StyleSheet[] {
  return sheets.map((sheet) => Object.fromEntries(Object.entries(sheet).map(([selector, block]) => [scopeSelector(selector, scope), block])));
}
