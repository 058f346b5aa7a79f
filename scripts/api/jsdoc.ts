/** Reading JSDoc through the checker: descriptions, `@default`, `@deprecated` and `@param` tags. */
import ts from 'typescript';

export interface SymbolDocs {
  description: string;
  tags: Map<string, string[]>;
}

// MUI's component comments end with generated "Demos:" and "API:" link lists that point at mui.com;
// this site lists its own demos and API pages, so those blocks are dropped.
const MUI_LINK_BLOCKS = /(^|\n)\s*(Demos|API):\s*\n[\s\S]*$/;
// Base UI ends part comments with a "Documentation: [Base UI X](https://base-ui.com/…)" line, for the same reason.
const BASE_UI_LINK = /\n*Documentation: \[[^\]]*\]\([^)]*\)\s*$/;

/** Removes MUI's trailing "Demos:"/"API:" link lists and blank edges from a description. */
export function cleanDescription(text: string): string {
  return text.replace(MUI_LINK_BLOCKS, '').replace(BASE_UI_LINK, '').trim();
}

/** The documentation comment and tags of a symbol (tags by name, each occurrence's text). */
export function symbolDocs(checker: ts.TypeChecker, symbol: ts.Symbol): SymbolDocs {
  const description = cleanDescription(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  const tags = new Map<string, string[]>();
  for (const tag of symbol.getJsDocTags(checker)) {
    tags.set(tag.name, [...(tags.get(tag.name) ?? []), ts.displayPartsToString(tag.text).trim()]);
  }
  return { description, tags };
}

/** The first value of a tag, or null when the tag is absent. */
export function tagValue(docs: SymbolDocs, name: string): string | null {
  return docs.tags.get(name)?.[0] ?? null;
}

/** `@param` descriptions by parameter name (`@param event The event.` → event: "The event."). */
export function paramDescriptions(docs: SymbolDocs): Map<string, string> {
  const result = new Map<string, string>();
  for (const text of docs.tags.get('param') ?? []) {
    const match = /^\{?[^}]*\}?\s*\[?([\w.$]+)\]?\s*-?\s*([\s\S]*)$/.exec(text);
    if (match?.[1]) result.set(match[1], match[2]?.trim() ?? '');
  }
  return result;
}
