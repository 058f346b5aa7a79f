// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickEventFor, installClickTracking } from './clickEvents';

afterEach(() => document.body.replaceChildren());

function tracked(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('#target') as Element;
}

describe('click events', () => {
  it('reads category, action and label from the closest tracked element', () => {
    const target = tracked('<a data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label="feed"><span id="target">x</span></a>');
    expect(clickEventFor(target, () => 0.5)).toEqual({ category: 'ad', params: { eventAction: 'click', eventLabel: 'feed' } });
  });

  it('ignores untracked clicks', () => {
    expect(clickEventFor(tracked('<button id="target">x</button>'), () => 0)).toBeNull();
  });

  it('samples by data-ga-event-split', () => {
    const target = tracked('<button id="target" data-ga-event-category="toc" data-ga-event-split="0.1">x</button>');
    expect(clickEventFor(target, () => 0.05)).not.toBeNull();
    expect(clickEventFor(target, () => 0.5)).toBeNull();
  });

  it('sends through one delegated listener until removed', () => {
    const target = tracked('<button id="target" data-ga-event-category="settings" data-ga-event-action="open">x</button>') as HTMLElement;
    const send = vi.fn();
    const remove = installClickTracking(document, send, () => 0);
    target.click();
    remove();
    target.click();
    expect(send).toHaveBeenCalledExactlyOnceWith('settings', { eventAction: 'open' });
  });
});
