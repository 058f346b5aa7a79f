/**
 * A build-time highlighter for code shown in a scrollable block: Shiki with the site's two themes,
 * token colours as classes (codeThemes.ts) and a focusable `<pre>` so keyboard readers can scroll
 * it. Shared by the demos' code views and the templates' code pages.
 */
import { tokenClassTransformer, tokenPalettes } from './codeThemes';
import { CODE_THEMES, getHighlighter } from './highlighter';

/** Resolves with `highlight(code, lang)`; `preClass`, when given, is added to each `<pre>`. */
export async function codeBlockHighlighter(preClass?: string): Promise<(code: string, lang: string) => string> {
  const highlighter = await getHighlighter();
  const tokenClasses = tokenClassTransformer(await tokenPalettes());
  return (code, lang) =>
    highlighter.codeToHtml(code.trimEnd(), {
      lang,
      themes: CODE_THEMES,
      defaultColor: 'light',
      transformers: [
        tokenClasses,
        {
          name: 'focusable-pre',
          pre(node) {
            if (preClass) this.addClassToHast(node, preClass);
            node.properties.tabindex = '0';
          },
        },
      ],
    });
}
