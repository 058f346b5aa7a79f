// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gtagScriptUrl, installGtag, loadGtagScript, sendEvent } from './gtag';

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.head.replaceChildren();
});

describe('gtag', () => {
  it('queues commands in dataLayer as arguments objects and configures the id without an automatic page view', () => {
    const gtag = installGtag(window, 'G-1');
    gtag('event', 'x', { a: 1 });
    const calls = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-1', { send_page_view: false }]);
    expect(calls[2]).toEqual(['event', 'x', { a: 1 }]);
    expect(installGtag(window, 'G-1')).toBe(gtag);
  });

  it('loads the script async, only once the browser is idle', () => {
    vi.useFakeTimers();
    loadGtagScript(window, 'G-1');
    expect(document.head.querySelector('script')).toBeNull();
    vi.runAllTimers();
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(gtagScriptUrl('G-1'));
    expect(script?.async).toBe(true);
    vi.useRealTimers();
  });

  it('sends events only when gtag exists', () => {
    expect(() => sendEvent('ad', { eventAction: 'click' })).not.toThrow();
    const gtag = vi.fn();
    window.gtag = gtag;
    sendEvent('ad', { eventAction: 'click' });
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'click' });
  });
});
