/** Small parse5 helpers shared by the link checker and the bench. */
import type { DefaultTreeAdapterTypes } from 'parse5';

export type HtmlElement = DefaultTreeAdapterTypes.Element;
/** parse5's `parse`: an HTML string to its document tree. */
export type ParseHtml = (html: string) => DefaultTreeAdapterTypes.Document;

let parser: Promise<ParseHtml> | undefined;

/**
 * parse5's `parse`, loaded as the ES module it is. The scripts run under tsx as CommonJS, and a static
 * `import { parse } from 'parse5'` there goes through a transpiled copy whose every constant lookup is
 * a getter call: five times slower (3.1 s instead of 0.6 s for the articles of a 270-page export).
 */
export function loadHtmlParser(): Promise<ParseHtml> {
  parser ??= import('parse5').then((module) => module.parse);
  return parser;
}
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Every element under `root` in document order; `<template>` contents are skipped, as in the live DOM. */
export function* elementsOf(root: DefaultTreeAdapterTypes.ParentNode): Generator<HtmlElement> {
  // An explicit stack: generated pages can nest deeper than is comfortable for recursion.
  const stack: ChildNode[] = [...root.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!('tagName' in node)) continue;
    yield node;
    for (let i = node.childNodes.length - 1; i >= 0; i--) {
      const child = node.childNodes[i];
      if (child !== undefined) stack.push(child);
    }
  }
}

/** Whether `element` is the HTML (not SVG or MathML) element `tagName`. */
export function isHtmlElement(element: HtmlElement, tagName: string): boolean {
  return element.tagName === tagName && element.namespaceURI === HTML_NS;
}

/** The value of an un-namespaced attribute, or undefined when absent. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name && attribute.namespace === undefined)?.value;
}
