/** The shared Shiki highlighter (highlighter.ts), for server components only. */
import 'server-only';

export { CODE_THEMES, getHighlighter } from './highlighter';
