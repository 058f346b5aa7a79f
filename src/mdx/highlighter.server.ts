/** One Shiki highlighter for the whole build: creating it is the expensive part, so it is made once. */
import 'server-only';
import { createHighlighter, type HighlighterGeneric, type BundledLanguage, type BundledTheme } from 'shiki';

const CODE_LANGUAGES = ['tsx', 'jsx', 'ts', 'js', 'bash', 'json', 'css', 'html', 'diff', 'yaml', 'md', 'mdx'] as const;
// Chosen by measuring every token colour against the code background: all reach WCAG AA (4.5:1).
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

/** The shared highlighter, loaded with the languages content may use. */
export function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGUAGES] });
  return highlighter;
}
