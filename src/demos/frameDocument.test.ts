// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mirrorRootAttributes, mirrorStyles } from './frameDocument';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function frameDocument(): Document {
  return document.implementation.createHTMLDocument('frame');
}

describe('iframe demo documents', () => {
  it('copies the page stylesheets but not Emotion styles, and follows later additions and removals', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css"><style>.x{color:red}</style><style data-emotion="demo">.e{}</style><link rel="preload" href="/b.js">';
    const frame = frameDocument();
    frame.head.innerHTML = '<style data-emotion="frame">.own{}</style>';
    const stop = mirrorStyles(document, frame);
    const copied = () => [...frame.head.querySelectorAll('[data-frame-copy]')].map((node) => node.getAttribute('href') ?? node.textContent);
    expect(copied().sort()).toEqual(['.x{color:red}', '/a.css']);
    // The frame's own styles stay last, so they win.
    expect(frame.head.lastElementChild?.getAttribute('data-emotion')).toBe('frame');

    const late = document.createElement('link');
    late.rel = 'stylesheet';
    late.href = '/late.css';
    document.head.append(late);
    await tick();
    expect(copied()).toContain('/late.css');
    late.remove();
    await tick();
    expect(copied()).not.toContain('/late.css');

    stop();
    const after = document.createElement('style');
    after.textContent = '.after{}';
    document.head.append(after);
    await tick();
    expect(copied()).not.toContain('.after{}');
  });

  it('mirrors the colour-scheme class and data attributes of <html>, live, with the frame’s own direction', async () => {
    document.documentElement.className = 'light';
    document.documentElement.setAttribute('data-dense', '');
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.setAttribute('data-hydrated', '');
    const frame = frameDocument();
    frame.documentElement.setAttribute('data-stale', '');
    const stop = mirrorRootAttributes(document, frame, 'ltr');
    expect(frame.documentElement.className).toBe('light');
    expect(frame.documentElement.hasAttribute('data-dense')).toBe(true);
    expect(frame.documentElement.hasAttribute('data-stale')).toBe(false);
    expect(frame.documentElement.hasAttribute('data-hydrated')).toBe(false);
    expect(frame.documentElement.getAttribute('dir')).toBe('ltr');

    document.documentElement.className = 'dark';
    document.documentElement.removeAttribute('data-dense');
    await tick();
    expect(frame.documentElement.className).toBe('dark');
    expect(frame.documentElement.hasAttribute('data-dense')).toBe(false);
    stop();
  });
});
