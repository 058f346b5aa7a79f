/**
 * Keeps an iframe demo's document looking like the page around it: the page's stylesheets (the theme
 * variables, the site's fonts, Tailwind and CSS-module styles of demos) are copied into the frame's
 * head, and `<html>`'s attributes (the colour-scheme class, density, language) are mirrored, both
 * kept in step as they change. The demo's own Emotion styles go to the frame through its own cache.
 */

/** Styles the frame must not copy: Emotion's (each demo writes its own into the frame) and our own copies. */
const SKIPPED_STYLES = 'style[data-emotion], [data-frame-copy]';
/** Attributes of the page's `<html>` the frame does not take: hydration state and the direction (the frame sets its own). */
const UNMIRRORED = new Set(['dir', 'data-hydrated']);

const ELEMENT_NODE = 1;

function isCopiedStyle(node: Node): boolean {
  if (node.nodeType !== ELEMENT_NODE) return false;
  const element = node as Element;
  if (element.matches(SKIPPED_STYLES)) return false;
  return element.matches('link[rel~="stylesheet"]') || element.localName === 'style';
}

/** Copies the page's stylesheets into `frame`'s head and keeps later ones coming; returns the stop function. */
export function mirrorStyles(page: Document, frame: Document): () => void {
  const copies = new Map<Node, Node>();
  const copy = (node: Node) => {
    if (copies.has(node) || !isCopiedStyle(node)) return;
    const clone = frame.importNode(node, true) as Element;
    clone.setAttribute('data-frame-copy', '');
    // Before the frame's own (Emotion) styles, so a demo's styles win over the page's at equal specificity.
    frame.head.insertBefore(clone, frame.head.firstChild);
    copies.set(node, clone);
  };
  for (const node of page.head.querySelectorAll('link, style')) copy(node);
  const View = page.defaultView;
  if (!View) return () => undefined;
  const observer = new View.MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(copy);
      record.removedNodes.forEach((node) => {
        const clone = copies.get(node);
        if (clone?.parentNode) clone.parentNode.removeChild(clone);
        copies.delete(node);
      });
    }
  });
  observer.observe(page.head, { childList: true });
  return () => observer.disconnect();
}

/** Copies `<html>`'s attributes (but its direction) from the page to the frame, now and on every change; returns the stop function. */
export function mirrorRootAttributes(page: Document, frame: Document, direction: 'ltr' | 'rtl'): () => void {
  const sync = () => {
    const from = page.documentElement;
    const to = frame.documentElement;
    for (const { name } of [...to.attributes]) {
      if (!UNMIRRORED.has(name) && !from.hasAttribute(name)) to.removeAttribute(name);
    }
    for (const { name, value } of [...from.attributes]) {
      if (!UNMIRRORED.has(name) && to.getAttribute(name) !== value) to.setAttribute(name, value);
    }
    to.setAttribute('dir', direction);
  };
  sync();
  const View = page.defaultView;
  if (!View) return () => undefined;
  const observer = new View.MutationObserver(sync);
  observer.observe(page.documentElement, { attributes: true });
  return () => observer.disconnect();
}
