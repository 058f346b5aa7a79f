/**
 * One Shiki highlighter per process: creating it is the expensive part, so it is made once. Server
 * components take it through highlighter.server.ts; build scripts (scripts/demoCodeFiles.ts) import
 * this module directly.
 */
import { createHighlighter, type HighlighterGeneric, type BundledLanguage, type BundledTheme } from 'shiki';
import { CODE_THEMES } from './codeThemes';

const CODE_LANGUAGES = ['tsx', 'jsx', 'ts', 'js', 'bash', 'json', 'css', 'html', 'diff', 'yaml', 'md', 'mdx'] as const;

export { CODE_THEMES };

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

/** The shared highlighter, loaded with the languages content may use. */
export function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...CODE_LANGUAGES] });
  return highlighter;
}
