/**
 * Prints a playground's element as TSX laid out the way the repository's Prettier settings lay it out
 * (printWidth 85, single quotes in code, double quotes in JSX attributes, trailing commas), so the code
 * a reader copies is what their formatter would keep. printJsx.test.ts holds the output equal to
 * Prettier's for every playground state it tries.
 *
 * Prettier's JSX rules followed here: an element with children breaks them onto their own lines when
 * one child is an element or the element has more than one attribute; otherwise it stays on one line
 * if it fits. An opening tag that does not fit puts each attribute on its own line and `>` (or `/>`)
 * on the next; a lone string attribute never breaks. An object or element attribute value that does
 * not fit on its line breaks inside its braces.
 */
import { definedProps, isJsxNode, type JsxNode, type PropValue, type StyleObject } from './jsx';

/** The repository's Prettier printWidth. */
export const PRINT_WIDTH = 85;

const INDENT = '  ';

/** Whether `text` fits on a line that starts at `column` and is followed by `suffix` more characters. */
function fits(text: string, column: number, suffix: number): boolean {
  return !text.includes('\n') && column + text.length + suffix <= PRINT_WIDTH;
}

/** A JavaScript string literal in single quotes (Prettier's `singleQuote`). */
export function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** An object key: bare when it is an identifier, quoted otherwise (`'--Button-gap'`). */
function objectKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

function scalar(value: string | number): string {
  return typeof value === 'number' ? String(value) : jsString(value);
}

function objectEntries(value: StyleObject): string[] {
  return Object.entries(value).map(([key, entry]) => `${objectKey(key)}: ${scalar(entry)}`);
}

/** An attribute on one line, or null when its value cannot be written on one line. */
function flatAttribute(name: string, value: PropValue): string | null {
  if (value === true) return name;
  if (value === false) return `${name}={false}`;
  if (typeof value === 'number') return `${name}={${value}}`;
  if (typeof value === 'string') return value.includes('"') ? `${name}={${jsString(value)}}` : `${name}="${value}"`;
  if (Array.isArray(value)) return `${name}={[${(value as readonly (string | number)[]).map(scalar).join(', ')}]}`;
  if (isJsxNode(value)) {
    const element = flatElement(value);
    return element === null ? null : `${name}={${element}}`;
  }
  const entries = objectEntries(value as StyleObject);
  return entries.length === 0 ? `${name}={{}}` : `${name}={{ ${entries.join(', ')} }}`;
}

/** An attribute at `column`, on one line if it fits, else broken inside its braces. */
function printAttribute(name: string, value: PropValue, column: number): string[] {
  const flat = flatAttribute(name, value);
  if (flat !== null && fits(flat, column, 0)) return [flat];
  if (isJsxNode(value)) return [`${name}={`, ...indent(printElement(value, column + INDENT.length, 0)), '}'];
  if (typeof value === 'object' && !Array.isArray(value)) {
    return [`${name}={{`, ...objectEntries(value as StyleObject).map((entry) => `${INDENT}${entry},`), '}}'];
  }
  // Strings, numbers, booleans and arrays of scalars stay on their line whatever its length.
  return [flat ?? name];
}

function indent(lines: string[]): string[] {
  return lines.map((line) => (line === '' ? line : `${INDENT}${line}`));
}

/** Prettier breaks an element's children onto their own lines when one is an element or it has several attributes. */
function childrenForceBreak(node: JsxNode): boolean {
  return node.children.length > 0 && (node.children.some((child) => typeof child !== 'string') || definedProps(node).length > 1);
}

/** The element on one line, or null when it cannot be (children that must break, an attribute that cannot be flat). */
function flatElement(node: JsxNode): string | null {
  if (childrenForceBreak(node)) return null;
  const attributes = definedProps(node).map(([name, value]) => flatAttribute(name, value));
  if (attributes.some((attribute) => attribute === null)) return null;
  const open = `<${node.type}${attributes.map((attribute) => ` ${attribute}`).join('')}`;
  if (node.children.length === 0) return `${open} />`;
  return `${open}>${(node.children as string[]).join('')}</${node.type}>`;
}

/**
 * The element's lines, the first starting at `column` (the caller writes the indentation), the last
 * followed by `suffix` characters on its line (the `;` or `}` after it).
 */
function printElement(node: JsxNode, column: number, suffix: number): string[] {
  const flat = flatElement(node);
  if (flat !== null && fits(flat, column, suffix)) return [flat];
  const props = definedProps(node);
  const selfClosing = node.children.length === 0;
  const flatAttributes = props.map(([name, value]) => flatAttribute(name, value));
  const openFlat = flatAttributes.every((attribute) => attribute !== null) ? `<${node.type}${flatAttributes.map((attribute) => ` ${attribute}`).join('')}${selfClosing ? ' />' : '>'}` : null;
  const loneString = props.length === 1 && typeof props[0]?.[1] === 'string';
  const open =
    openFlat !== null && (fits(openFlat, column, selfClosing ? suffix : 0) || loneString)
      ? [openFlat]
      : [`<${node.type}`, ...indent(props.flatMap(([name, value]) => printAttribute(name, value, column + INDENT.length))), selfClosing ? '/>' : '>'];
  if (selfClosing) return open;
  const children = node.children.flatMap((child) => (typeof child === 'string' ? [child] : printElement(child, column + INDENT.length, 0)));
  return [...open, ...indent(children), `</${node.type}>`];
}

/** The element as TSX, laid out as Prettier would lay out the statement `<element>;`. */
export function printJsx(node: JsxNode): string {
  return printElement(node, 0, 1).join('\n');
}
