// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceAttributes, clickEventAttributes, clickEventFor, EVENT_ACTIONS, installClickTracking, outboundLinkAttributes, sendTrackedEvent, trackedEvent, type EventCategory, type EventParams } from './clickEvents';

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

  it('reads the attributes before the element’s own handlers run, so a toggle reports what the click picked', () => {
    const target = tracked('<button id="target" data-ga-event-category="demo" data-ga-event-action="code" data-ga-event-label="expand">x</button>') as HTMLElement;
    // As a component does when its state changes on click: the attribute then describes the next click.
    target.addEventListener('click', () => target.setAttribute('data-ga-event-label', 'collapse'));
    const send = vi.fn();
    const remove = installClickTracking(document, send, () => 0);
    target.click();
    target.click();
    remove();
    expect(send.mock.calls).toEqual([
      ['demo', { eventAction: 'code', eventLabel: 'expand' }],
      ['demo', { eventAction: 'code', eventLabel: 'collapse' }],
    ]);
  });

  it('reads the product a tracked element carries', () => {
    const target = tracked('<a id="target" data-ga-event-category="outbound" data-ga-event-product-id="charts" data-ga-event-product-category-id="x">x</a>');
    expect(clickEventFor(target, () => 0)).toEqual({ category: 'outbound', params: { productId: 'charts', productCategoryId: 'x' } });
  });
});

describe('click event attributes', () => {
  it('writes only the parameters given', () => {
    expect(clickEventAttributes('settings', { eventAction: 'mode' })).toEqual({ 'data-ga-event-category': 'settings', 'data-ga-event-action': 'mode' });
    expect(clickEventAttributes('ad', { eventAction: 'click', eventLabel: 'feed' })).toEqual({
      'data-ga-event-category': 'ad',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'feed',
    });
  });

  it('are read back as the same event', () => {
    const params = { eventAction: 'sidebar', eventLabel: 'https://mui.com/x/', productId: 'x', productCategoryId: 'x' } as const;
    const element = document.createElement('a');
    for (const [name, value] of Object.entries(clickEventAttributes('outbound', params))) element.setAttribute(name, value);
    expect(clickEventFor(element, () => 0)).toEqual({ category: 'outbound', params });
  });
});

/** One event of every kind the site writes, with the parameters gtag should receive. */
type Case<C extends EventCategory> = [C, EventParams<C>, Record<string, string>];
const EVERY_KIND: Array<Case<EventCategory>> = [
  ['demo', { eventAction: 'code_variant', eventLabel: 'JS', demoName: 'BasicButtons' }, { eventAction: 'code_variant', eventLabel: 'JS', demoName: 'BasicButtons' }],
  ['demo', { eventAction: 'styling', eventLabel: 'tailwind', demoName: 'BasicSwitch' }, { eventAction: 'styling', eventLabel: 'tailwind', demoName: 'BasicSwitch' }],
  ['demo', { eventAction: 'code', eventLabel: 'expand', demoName: 'BasicButtons' }, { eventAction: 'code', eventLabel: 'expand', demoName: 'BasicButtons' }],
  ['demo', { eventAction: 'edit', eventLabel: 'start', demoName: 'BasicButtons' }, { eventAction: 'edit', eventLabel: 'start', demoName: 'BasicButtons' }],
  ['demo', { eventAction: 'copy', eventLabel: 'BasicButtons', demoName: 'BasicButtons' }, { eventAction: 'copy', eventLabel: 'BasicButtons', demoName: 'BasicButtons' }],
  ['demo', { eventAction: 'reset', eventLabel: 'BasicButtons', demoName: 'BasicButtons' }, { eventAction: 'reset', eventLabel: 'BasicButtons', demoName: 'BasicButtons' }],
  ['demo', { eventAction: 'sandbox', eventLabel: 'stackblitz', demoName: 'BasicButtons' }, { eventAction: 'sandbox', eventLabel: 'stackblitz', demoName: 'BasicButtons' }],
  ['code_block', { eventAction: 'copy', eventLabel: 'shell' }, { eventAction: 'copy', eventLabel: 'shell' }],
  ['search', { eventAction: 'open', eventLabel: 'button' }, { eventAction: 'open', eventLabel: 'button' }],
  ['search', { eventAction: 'result', eventLabel: '/material-ui/react-button', rank: 3 }, { eventAction: 'result', eventLabel: '/material-ui/react-button', rank: '3' }],
  ['search', { eventAction: 'no_results', eventLabel: 'zzzq' }, { eventAction: 'no_results', eventLabel: 'zzzq' }],
  ['feedback', { eventAction: 'rate', eventLabel: 'yes' }, { eventAction: 'rate', eventLabel: 'yes' }],
  ['feedback', { eventAction: 'rate_section', eventLabel: 'no' }, { eventAction: 'rate_section', eventLabel: 'no' }],
  ['settings', { eventAction: 'mode', eventLabel: 'dark' }, { eventAction: 'mode', eventLabel: 'dark' }],
  ['settings', { eventAction: 'direction', eventLabel: 'rtl' }, { eventAction: 'direction', eventLabel: 'rtl' }],
  ['settings', { eventAction: 'density', eventLabel: 'dense' }, { eventAction: 'density', eventLabel: 'dense' }],
  ['settings', { eventAction: 'language', eventLabel: 'en' }, { eventAction: 'language', eventLabel: 'en' }],
  ['page', { eventAction: 'edit', eventLabel: '/material-ui/react-button' }, { eventAction: 'edit', eventLabel: '/material-ui/react-button' }],
];

describe('tracked events', () => {
  it.each(EVERY_KIND)('%s %o is written as attributes and read back from a click', (category, params, sent) => {
    expect(trackedEvent(category, params)).toEqual({ category, params: sent });
    const button = tracked('<button><span id="target">x</span></button>').parentElement as HTMLElement;
    for (const [name, value] of Object.entries(clickEventAttributes(category, params))) button.setAttribute(name, value);
    expect(clickEventFor(document.querySelector('#target'), () => 0)).toEqual({ category, params: sent });
  });

  it('names each category and action once, in the characters GA4 takes in an event name', () => {
    for (const [category, actions] of Object.entries(EVENT_ACTIONS)) {
      expect(category).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(new Set(actions).size).toBe(actions.length);
      for (const action of actions) expect(action).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  it('leaves out parameters given as undefined', () => {
    expect(trackedEvent('search', { eventAction: 'open', eventLabel: undefined, rank: undefined })).toEqual({ category: 'search', params: { eventAction: 'open' } });
  });

  it('a choice carries its own value as label, and nothing when it is the current value', () => {
    expect(choiceAttributes('settings', { eventAction: 'mode', eventLabel: 'dark' }, 'system')).toEqual({
      'data-ga-event-category': 'settings',
      'data-ga-event-action': 'mode',
      'data-ga-event-label': 'dark',
    });
    expect(choiceAttributes('settings', { eventAction: 'mode', eventLabel: 'dark' }, 'dark')).toEqual({});
    expect(choiceAttributes('demo', { eventAction: 'code_variant', eventLabel: 'JS', demoName: 'Demo' }, undefined)).toHaveProperty('data-ga-event-label', 'JS');
  });

  it('sends an event that is not a click through gtag, and nothing while analytics is off', () => {
    expect(() => sendTrackedEvent('search', { eventAction: 'open', eventLabel: 'shortcut' })).not.toThrow();
    const gtag = vi.fn();
    window.gtag = gtag;
    try {
      sendTrackedEvent('search', { eventAction: 'open', eventLabel: 'shortcut' });
    } finally {
      delete window.gtag;
    }
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'search', { eventAction: 'open', eventLabel: 'shortcut' });
  });
});

describe('outbound link attributes', () => {
  it.each([
    ['https://mui.com/x/react-data-grid/', 'data-grid'],
    ['https://mui.com/x/react-date-pickers/', 'date-pickers'],
    ['https://mui.com/x/react-charts/', 'charts'],
    ['https://mui.com/x/react-tree-view/', 'tree-view'],
    ['https://mui.com/x/api/data-grid/data-grid/', 'data-grid'],
    ['https://mui.com/x/introduction/', 'x'],
    ['https://mui.com/x/', 'x'],
  ])('%s carries category x and product %s', (href, productId) => {
    expect(outboundLinkAttributes(href, 'sidebar')).toEqual({
      'data-ga-event-category': 'outbound',
      'data-ga-event-action': 'sidebar',
      'data-ga-event-label': href,
      'data-ga-event-product-id': productId,
      'data-ga-event-product-category-id': 'x',
    });
  });

  it('carries the product of any product path, and none for a URL that names no product', () => {
    expect(outboundLinkAttributes('https://mui.com/material-ui/react-button/', 'sidebar')).toMatchObject({ 'data-ga-event-product-id': 'material-ui', 'data-ga-event-product-category-id': 'core' });
    expect(outboundLinkAttributes('https://mui.com/store/', 'sidebar')).toEqual({
      'data-ga-event-category': 'outbound',
      'data-ga-event-action': 'sidebar',
      'data-ga-event-label': 'https://mui.com/store/',
    });
    expect(outboundLinkAttributes('not a url', 'sidebar')).not.toHaveProperty('data-ga-event-product-id');
  });
});
