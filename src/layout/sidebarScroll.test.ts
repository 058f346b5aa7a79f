// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { scrollActiveIntoView, SIDEBAR_ID, sidebarScrollScript } from './sidebarScroll';

// jsdom does no layout: each element reports the box given here.
function rect(top: number, height: number): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 240, width: 240, x: 0, y: top, toJSON: () => ({}) };
}

/** A 600 px sidebar whose current link is at `linkTop` px (relative to the viewport; the sidebar starts at 64). */
function sidebar(linkTop: number | null): HTMLElement {
  document.body.innerHTML = `<nav id="sidebar"><a href="/a">A</a>${linkTop === null ? '' : '<a href="/b" aria-current="page">B</a>'}</nav>`;
  const nav = document.getElementById('sidebar')!;
  nav.getBoundingClientRect = () => rect(64, 600);
  const active = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (active && linkTop !== null) active.getBoundingClientRect = () => rect(linkTop, 32);
  // A plain property: jsdom has no layout to clamp or apply the scroll position against.
  let scrollTop = 0;
  Object.defineProperty(nav, 'scrollTop', { get: () => scrollTop, set: (value: number) => (scrollTop = value) });
  return nav;
}

describe('the sidebar scroll before first paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['below the sidebar', 1000, 1000 - 64 - 200],
    ['above it', 10, 10 - 64 - 200],
    ['in view', 300, 0],
    ['partly cut off at the bottom', 650, 650 - 64 - 200],
  ])('a current link %s scrolls by %i', (_where, linkTop, expected) => {
    const nav = sidebar(linkTop);
    scrollActiveIntoView(document, SIDEBAR_ID);
    expect(nav.scrollTop).toBe(expected);
  });

  it('does nothing without a current link or a sidebar', () => {
    const nav = sidebar(null);
    scrollActiveIntoView(document, SIDEBAR_ID);
    expect(nav.scrollTop).toBe(0);
    expect(() => scrollActiveIntoView(document, 'missing')).not.toThrow();
  });

  it('runs the same way from its serialized source (it is self-contained), in the first animation frame', () => {
    const nav = sidebar(1000);
    const frames: FrameRequestCallback[] = [];
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      new Function(sidebarScrollScript())();
      // Nothing is measured while the page is still being parsed: only when the frame comes.
      expect(nav.scrollTop).toBe(0);
      expect(frames).toHaveLength(1);
      frames[0]?.(0);
      expect(nav.scrollTop).toBe(1000 - 64 - 200);
    } finally {
      window.requestAnimationFrame = original;
    }
  });
});
