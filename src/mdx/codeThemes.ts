/**
 * The highlighter's themes, one per colour mode, and the classes their token colours become.
 * Chosen by measuring every token colour against the code background: all reach WCAG AA (4.5:1),
 * which src/code-block/codeContrast.test.ts keeps true.
 *
 * Shiki writes each token's colours inline (`style="color:#CF222E;--shiki-dark:#FF7B72"`, 48
 * characters); a page of twenty demos has seven thousand tokens, and the server-component payload
 * repeats every one of them. `tokenClassTransformer` swaps that for two short classes (`class="l4 d9"`)
 * whose colours come from one stylesheet (`tokenColorsCss`, written by the prebuild into
 * `.generated/token-colors.css`). A colour outside the palettes keeps its inline style.
 */
import type { ShikiTransformer } from 'shiki';
import { bundledThemes } from 'shiki';

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Each mode's token colours, lower case, in a fixed order: a colour's class is its index. */
export interface TokenPalettes {
  light: readonly string[];
  dark: readonly string[];
}

/** The foreground colours a theme can give a token: the editor's and every rule's, sorted, without repeats. */
async function themeColours(name: string): Promise<string[]> {
  const theme = (await bundledThemes[name as keyof typeof bundledThemes]()).default;
  const colours = new Set<string>();
  const editor = theme.colors?.['editor.foreground'];
  if (editor) colours.add(editor.toLowerCase());
  for (const rule of theme.tokenColors ?? []) {
    if (rule.settings.foreground) colours.add(rule.settings.foreground.toLowerCase());
  }
  return [...colours].sort();
}

let palettes: Promise<TokenPalettes> | undefined;

/** The palettes of CODE_THEMES, read once. */
export function tokenPalettes(): Promise<TokenPalettes> {
  palettes ??= Promise.all([themeColours(CODE_THEMES.light), themeColours(CODE_THEMES.dark)]).then(([light, dark]) => ({ light, dark }));
  return palettes;
}

/** The stylesheet behind the classes: `.l<n>` colours a token in light mode, `.d<n>` in dark mode. */
export function tokenColorsCss({ light, dark }: TokenPalettes): string {
  const rules = [
    ...light.map((colour, index) => `.shiki .l${index}{color:${colour}}`),
    // `:root.dark` outweighs the light class, whatever the order of the rules.
    ...dark.map((colour, index) => `:root.dark .shiki .d${index}{color:${colour}}`),
  ];
  return `${rules.join('\n')}\n`;
}

const TOKEN_STYLE = /^color:(#[0-9a-f]{6,8});--shiki-dark:(#[0-9a-f]{6,8})$/i;

/** The classes for a token's inline style, or null when the style is anything else or a colour is outside the palettes. */
export function tokenClasses(style: string, { light, dark }: TokenPalettes): string | null {
  const match = TOKEN_STYLE.exec(style.trim());
  if (!match) return null;
  const lightIndex = light.indexOf((match[1] ?? '').toLowerCase());
  const darkIndex = dark.indexOf((match[2] ?? '').toLowerCase());
  return lightIndex === -1 || darkIndex === -1 ? null : `l${lightIndex} d${darkIndex}`;
}

/** A Shiki transformer that turns each token's inline colours into classes (see the module comment). */
export function tokenClassTransformer(tokenPalette: TokenPalettes): ShikiTransformer {
  return {
    name: 'token-classes',
    span(node) {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      const classes = tokenClasses(style, tokenPalette);
      if (classes === null) return;
      delete node.properties.style;
      node.properties.className = classes.split(' ');
    },
  };
}
