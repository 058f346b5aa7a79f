/**
 * `/llms.txt`: the site as a list a language model (or a person with curl) can read, following the
 * llms.txt proposal: an H1 with the site's name, a one-line summary as a blockquote, then one H2
 * per section listing its pages as `- [Title](absolute URL): description`. Pure: the route gathers
 * the entries from the page registry (src/app/llms.txt/route.ts).
 */

export interface LlmsEntry {
  title: string;
  /** The page's path (`/material-ui/react-button`), made absolute with the site's URL. */
  pathname: string;
  /** One line; newlines are folded into spaces. */
  description: string;
}

export interface LlmsSection {
  title: string;
  /** One sentence about the section, printed under its heading when present. */
  description?: string;
  entries: readonly LlmsEntry[];
}

export interface LlmsDocument {
  title: string;
  summary: string;
  /** The site's origin without a trailing slash (`https://mui.com`). */
  siteUrl: string;
  /** Free text between the summary and the sections (how to get the Markdown of a page, say). */
  notes?: readonly string[];
  sections: readonly LlmsSection[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Square brackets in a title would end the link text early: escape them. */
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, (character) => `\\${character}`);

/** The absolute URL of `pathname` on `siteUrl`; throws on a path that does not start with `/`. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  if (!pathname.startsWith('/')) throw new Error(`llms.txt: page path "${pathname}" must start with "/".`);
  return `${siteUrl.replace(/\/+$/, '')}${pathname === '/' ? '/' : pathname}`;
}

/** The llms.txt text of `doc`: sections without entries are left out, each page listed once. */
export function formatLlmsTxt(doc: LlmsDocument): string {
  const lines = [`# ${oneLine(doc.title)}`, '', `> ${oneLine(doc.summary)}`, ''];
  for (const note of doc.notes ?? []) lines.push(oneLine(note), '');
  const listed = new Set<string>();
  for (const section of doc.sections) {
    const entries = section.entries.filter((entry) => !listed.has(entry.pathname));
    if (entries.length === 0) continue;
    lines.push(`## ${oneLine(section.title)}`, '');
    if (section.description) lines.push(oneLine(section.description), '');
    for (const entry of entries) {
      listed.add(entry.pathname);
      const description = oneLine(entry.description);
      lines.push(`- [${linkText(entry.title)}](${absoluteUrl(doc.siteUrl, entry.pathname)})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
