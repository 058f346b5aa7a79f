/** Renders a playground's element (jsx.ts) with the real components, as the printed code would. */
import { createElement, type ElementType, type ReactElement } from 'react';
import { definedProps, isHtmlTag, isJsxNode, type JsxNode, type PropValue } from './jsx';
import type { JoyComponents } from './joyModules';

function propValue(value: PropValue, components: JoyComponents): unknown {
  return typeof value === 'object' && isJsxNode(value) ? renderJsx(value, components) : value;
}

/** The React element of `node`; every component it names must be in `components`. */
export function renderJsx(node: JsxNode, components: JoyComponents): ReactElement {
  const type: ElementType | undefined = isHtmlTag(node.type) ? node.type : components[node.type];
  if (!type) throw new Error(`The playground's element names ${node.type}, which was not loaded with it.`);
  const props = Object.fromEntries(definedProps(node).map(([name, value]) => [name, propValue(value, components)]));
  // Children as arguments, not an array: a fixed list of elements needs no keys.
  return createElement(type, props, ...node.children.map((child) => (typeof child === 'string' ? child : renderJsx(child, components))));
}
