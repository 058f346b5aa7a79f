/**
 * Build time only: the SVG children of an `@mui/icons-material` module as markup. Each module is
 * `createSvgIcon(jsx tree, 'Name')` over a 24 × 24 view box; the tree is built by running the module's
 * body with stand-ins for `createSvgIcon` and the JSX runtime, so every shape the package uses (paths,
 * circles, groups, fragments, a `<use>` of a `<defs>` shape) comes out as it is drawn.
 */

/** An element of an icon's tree. */
export interface IconNode {
  type: string;
  props: Record<string, unknown>;
}

const FRAGMENT = '#fragment';

/** The tree a module's source draws; throws with the module's name when the source is not in the expected form. */
export function iconTree(source: string, moduleName: string): IconNode[] {
  const body = source
    .replace(/^\s*['"]use client['"];?/m, '')
    .replace(/^import .*$/gm, '')
    .replace(/export default\s+createSvgIcon\(/, 'return createSvgIcon(');
  if (!body.includes('return createSvgIcon(')) throw new Error(`@mui/icons-material/${moduleName}: no \`export default createSvgIcon(…)\` found.`);
  const element = (type: unknown, props: Record<string, unknown>): IconNode => ({ type: typeof type === 'string' ? type : FRAGMENT, props: props ?? {} });
  const createSvgIcon = (children: unknown) => children;
  // The package's own module text, run at build time only, with nothing from the outside world in scope.
  const run = new Function('createSvgIcon', '_jsx', '_jsxs', 'React', `"use strict";\n${body}`) as (...args: unknown[]) => unknown;
  const result = run(createSvgIcon, element, element, { Fragment: FRAGMENT });
  return (Array.isArray(result) ? result : [result]) as IconNode[];
}

/** React's camelCase SVG props as attributes. */
const ATTRIBUTE_NAMES: Record<string, string> = { fillOpacity: 'fill-opacity', fillRule: 'fill-rule', clipRule: 'clip-rule', strokeWidth: 'stroke-width', strokeLinecap: 'stroke-linecap', strokeLinejoin: 'stroke-linejoin', xlinkHref: 'href' };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function childrenOf(node: IconNode): IconNode[] {
  const children = node.props.children;
  if (children === undefined || children === null) return [];
  return (Array.isArray(children) ? children : [children]).filter((child): child is IconNode => typeof child === 'object' && child !== null);
}

/**
 * The markup of a tree, to go inside `<svg viewBox="0 0 24 24">`. `<defs>` are dropped and a `<use>`
 * becomes a copy of the shape it points at, so no id is written: an icon may be drawn many times on a page.
 */
export function iconMarkup(nodes: IconNode[]): string {
  const defined = new Map<string, IconNode>();
  const collect = (node: IconNode, inDefs: boolean) => {
    if (inDefs && typeof node.props.id === 'string') defined.set(node.props.id, node);
    for (const child of childrenOf(node)) collect(child, inDefs || node.type === 'defs');
  };
  nodes.forEach((node) => collect(node, false));
  const write = (node: IconNode): string => {
    if (node.type === 'defs') return '';
    if (node.type === FRAGMENT) return childrenOf(node).map(write).join('');
    if (node.type === 'use') {
      const href = String(node.props.xlinkHref ?? node.props.href ?? '');
      const target = defined.get(href.replace(/^#/, ''));
      if (!target) throw new Error(`An icon's <use> points at ${href}, which it does not define.`);
      return write({ type: target.type, props: { ...target.props, id: undefined } });
    }
    const attributes = Object.entries(node.props)
      .filter(([name, value]) => name !== 'children' && name !== 'id' && name !== 'overflow' && value !== undefined)
      .map(([name, value]) => ` ${ATTRIBUTE_NAMES[name] ?? name}="${escapeAttribute(String(value))}"`)
      .join('');
    const inner = childrenOf(node).map(write).join('');
    return inner ? `<${node.type}${attributes}>${inner}</${node.type}>` : `<${node.type}${attributes}/>`;
  };
  return nodes.map(write).join('');
}
