/** One Shiki highlighter for the whole build: creating it is the expensive part, so it is made once. */
import 'server-only';
import { createHighlighter, type HighlighterGeneric, type BundledLanguage, type BundledTheme } from 'shiki';

const CODE_LANGUAGES = ['tsx', 'jsx', 'ts', 'js', 'bash', 'json', 'css', 'html', 'diff', 'yaml', 'md', 'mdx'] as const;
import { CODE_THEMES } from './codeThemes';

export { CODE_THEMES };

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

/** The shared highlighter, loaded with the languages content may use. */
export function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGUAGES] });
  return highlighter;
}
