/**
 * The pre-paint part of the Joy theme builder: an inline script on Joy pages that lays the applied
 * colours' stylesheet (stored beside the builder's state by joyBuilderStore) over Joy's variables before
 * the first paint, so a reader who applied a palette never sees the default colours first. The stored
 * text must be exactly the shape the builder writes (palette variables on `:root:root` and
 * `:root:root.dark`); anything else is ignored. No imports: the function is serialized into the page.
 */

/** localStorage key of the applied colours' stylesheet. */
export const JOY_BUILDER_CSS_KEY = 'joy-theme-builder-css';
/** The id of the `<style>` element that carries them (the store updates the same element). */
export const JOY_BUILDER_STYLE_ID = 'joy-theme-builder';

const DECLARATIONS = '(?:--joy-palette-(?:primary|neutral|danger|success|warning)-[A-Za-z0-9]+:[^;{}<>]*;)*';
/** The only stylesheet text the script and the store accept. */
export const JOY_BUILDER_CSS_PATTERN = `^:root:root\\{${DECLARATIONS}\\}:root:root\\.dark\\{${DECLARATIONS}\\}$`;

export function installJoyBuilderStyle(doc: Document, key: string, id: string, pattern: string): void {
  try {
    const css = doc.defaultView?.localStorage.getItem(key);
    if (!css || !new RegExp(pattern).test(css) || doc.getElementById(id)) return;
    const style = doc.createElement('style');
    style.id = id;
    style.textContent = css;
    doc.head.appendChild(style);
  } catch {
    // Storage blocked: the demos keep Joy's colours.
  }
}

/** The inline script's text. */
export function joyBuilderScript(): string {
  return `(${installJoyBuilderStyle.toString()})(document,${JSON.stringify(JOY_BUILDER_CSS_KEY)},${JSON.stringify(JOY_BUILDER_STYLE_ID)},${JSON.stringify(JOY_BUILDER_CSS_PATTERN)})`;
}
