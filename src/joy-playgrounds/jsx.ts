/**
 * The element a playground shows, as plain data: one tree that the preview renders with the real Joy
 * components (renderJsx.tsx) and the code printer writes out as TSX (printJsx.ts), so what a reader
 * sees and what they copy cannot differ.
 */
import type { JoyModuleName } from './joyModules';

/** The HTML elements templates use (a Table's head and rows). */
export const HTML_TAGS = ['thead', 'tbody', 'tr', 'th', 'td'] as const;
export type HtmlTag = (typeof HTML_TAGS)[number];

export type NodeType = JoyModuleName | HtmlTag;

/** An `sx` object or another plain style object: CSS property (or `--variable`) to value. */
export type StyleObject = { readonly [property: string]: string | number };

export type PropValue = string | number | boolean | JsxNode | readonly (string | number)[] | StyleObject;

export interface JsxNode {
  readonly kind: 'element';
  readonly type: NodeType;
  /** In print order; an `undefined` entry is left out (so templates can write `cond ? x : undefined`). */
  readonly props: Readonly<Record<string, PropValue | undefined>>;
  /** Text or elements; text holds no `{`, `}`, `<` or `>` (JSX would read them as syntax). */
  readonly children: readonly (JsxNode | string)[];
}

/** An element: `h('Button', { variant: 'soft' }, 'Save')`. */
export function h(type: NodeType, props: Readonly<Record<string, PropValue | undefined>> = {}, ...children: (JsxNode | string)[]): JsxNode {
  return { kind: 'element', type, props, children };
}

/** Whether a prop value is an element (as opposed to a style object or an array). */
export function isJsxNode(value: PropValue | JsxNode | string): value is JsxNode {
  return typeof value === 'object' && !Array.isArray(value) && (value as { kind?: unknown }).kind === 'element';
}

/** The props of `node` that are set, in order. */
export function definedProps(node: JsxNode): [string, PropValue][] {
  return Object.entries(node.props).filter((entry): entry is [string, PropValue] => entry[1] !== undefined);
}

/** Every node type in the tree, the root's first (prop values that are elements included). */
export function nodeTypes(node: JsxNode): NodeType[] {
  const nested = [...definedProps(node).map(([, value]) => value), ...node.children].filter((value): value is JsxNode => typeof value !== 'string' && isJsxNode(value));
  return [node.type, ...nested.flatMap(nodeTypes)];
}

/** Whether a node type is an HTML element rather than a component. */
export function isHtmlTag(type: NodeType): type is HtmlTag {
  return (HTML_TAGS as readonly string[]).includes(type);
}

/** The components the trees name, each once, in order of appearance. */
export function componentsOf(nodes: readonly JsxNode[]): JoyModuleName[] {
  return [...new Set(nodes.flatMap(nodeTypes))].filter((type): type is JoyModuleName => !isHtmlTag(type));
}
