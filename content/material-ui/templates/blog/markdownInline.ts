/** Inline Markdown: emphasis, strong, inline code, links and backslash escapes. */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'strong'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: Inline[] };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
const ESCAPABLE = /^[!-/:-@[-`{-~]$/;
const WHITESPACE = /^\s$/;
const WORD = /^[\p{L}\p{N}]$/u;
// `(url)` or `(<url with spaces>)`, with an optional "title" that is ignored.
const DESTINATION = /^\(\s*(<[^<>\n]*>|[^\s()<>]*)(?:\s+"[^"]*")?\s*\)/;

/**
 * The link target to render, or `null` when it must not become a link: only http(s), mailto,
 * in-page (`#…`) and relative addresses pass, so `javascript:` and `data:` URLs never do.
 */
export function safeHref(raw: string): string | null {
  // Browsers drop control characters and whitespace inside a scheme ("java\tscript:").
  const href = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  if (href === '') return null;
  const scheme = SCHEME.exec(href);
  if (scheme === null) return href;
  return SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase()) ? href : null;
}

function runLength(text: string, at: number, char: string): number {
  let end = at;
  while (text.charAt(end) === char) end += 1;
  return end - at;
}

/** A code span opening at `at`: closed by a backtick run of the same length. */
function codeSpan(text: string, at: number): { value: string; end: number } | null {
  const size = runLength(text, at, '`');
  let from = at + size;
  while (from < text.length) {
    const close = text.indexOf('`', from);
    if (close === -1) return null;
    const closeSize = runLength(text, close, '`');
    if (closeSize === size) {
      let value = text.slice(at + size, close);
      // One space of padding on both sides is dropped, so `` `code` `` can hold a backtick.
      if (
        value.length > 2 &&
        value.startsWith(' ') &&
        value.endsWith(' ') &&
        value.trim()
      ) {
        value = value.slice(1, -1);
      }
      return { value, end: close + size };
    }
    from = close + closeSize;
  }
  return null;
}

function canOpen(text: string, at: number, delimiter: string): boolean {
  const next = text.charAt(at + delimiter.length);
  if (next === '' || WHITESPACE.test(next)) return false;
  // snake_case_words stay as they are: `_` only opens at the start of a word.
  return delimiter[0] !== '_' || !WORD.test(text.charAt(at - 1));
}

/** Where the `delimiter` opened before `from` closes, skipping code spans and escapes; -1 if never. */
function findCloser(text: string, from: number, delimiter: string): number {
  const char = delimiter.charAt(0);
  let at = from;
  while (at < text.length) {
    const current = text.charAt(at);
    if (current === '\\') {
      at += 2;
    } else if (current === '`') {
      at = codeSpan(text, at)?.end ?? at + runLength(text, at, '`');
    } else if (current === char) {
      const run = runLength(text, at, char);
      const closes =
        at > from &&
        !WHITESPACE.test(text.charAt(at - 1)) &&
        (run === delimiter.length || (delimiter.length === 2 && run > 2)) &&
        (char !== '_' || !WORD.test(text.charAt(at + run)));
      if (closes) return at + run - delimiter.length;
      // A `**` pair inside `*emphasis*` (or the reverse) is skipped whole.
      at += run;
    } else {
      at += 1;
    }
  }
  return -1;
}

/** A `[label](destination)` link opening at `at`. */
function linkAt(
  text: string,
  at: number,
): { label: string; href: string; end: number } | null {
  let depth = 0;
  for (let index = at; index < text.length; index += 1) {
    const current = text.charAt(index);
    if (current === '\\') {
      index += 1;
    } else if (current === '`') {
      index = (codeSpan(text, index)?.end ?? index + 1) - 1;
    } else if (current === '[') {
      depth += 1;
    } else if (current === ']') {
      depth -= 1;
      if (depth === 0) {
        const destination = DESTINATION.exec(text.slice(index + 1));
        if (!destination) return null;
        const href = (destination[1] ?? '').replace(/^<|>$/g, '');
        return {
          label: text.slice(at + 1, index),
          href,
          end: index + 1 + destination[0].length,
        };
      }
    }
  }
  return null;
}

/** Parses one paragraph's text (line breaks already joined) into inline nodes. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const appendText = (value: string) => {
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text') last.value += value;
    else nodes.push({ type: 'text', value });
  };
  const push = (node: Inline) => {
    if (buffer !== '') appendText(buffer);
    buffer = '';
    if (node.type === 'text') appendText(node.value);
    else nodes.push(node);
  };

  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char === '\\' && ESCAPABLE.test(text.charAt(at + 1))) {
      buffer += text.charAt(at + 1);
      at += 2;
    } else if (char === '`') {
      const span = codeSpan(text, at);
      const run = runLength(text, at, '`');
      if (span) push({ type: 'code', value: span.value });
      else buffer += text.slice(at, at + run);
      at = span ? span.end : at + run;
    } else if (char === '*' || char === '_') {
      const delimiter = text.charAt(at + 1) === char ? char + char : char;
      const close = canOpen(text, at, delimiter)
        ? findCloser(text, at + delimiter.length, delimiter)
        : -1;
      if (close === -1) {
        buffer += delimiter;
        at += delimiter.length;
      } else {
        const children = parseInline(text.slice(at + delimiter.length, close));
        push(
          delimiter.length === 2
            ? { type: 'strong', children }
            : { type: 'emphasis', children },
        );
        at = close + delimiter.length;
      }
    } else {
      const link = char === '[' ? linkAt(text, at) : null;
      if (link) {
        const children = parseInline(link.label);
        const href = safeHref(link.href);
        // An unsafe link keeps its words but loses the link.
        if (href === null) children.forEach(push);
        else push({ type: 'link', href, children });
        at = link.end;
      } else {
        buffer += char;
        at += 1;
      }
    }
  }
  if (buffer !== '') appendText(buffer);
  return nodes;
}
