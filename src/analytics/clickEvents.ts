/**
 * Analytics events by data attributes (SPEC §7): the closest element with `data-ga-event-category`
 * names the event; `-action`, `-label`, `-product-id`, `-product-category-id`, `-demo-name` and
 * `-rank` fill it; `-split` (0–1) samples that share of clicks. Every event the site sends is named
 * in `EVENT_ACTIONS`; `trackedEvent` builds one, `clickEventAttributes` writes it onto an element,
 * `clickEventFor` reads it back from a click, and `sendTrackedEvent` sends one that is not a click.
 */
import { getProductInfoFromUrl } from '../routing/pathname';
import { sendEvent } from './gtag';

/**
 * Every event category (the gtag event name) with its actions; categories and actions are named here
 * only, so a misspelt one does not type-check. snake_case: GA4 takes only letters, digits and
 * underscores in an event name. `ad` events are written by src/ads (SPEC §7) and listed for the record.
 */
export const EVENT_ACTIONS = {
  ad: ['display', 'click', 'crash'],
  outbound: ['sidebar'],
  demo: ['code_variant', 'styling', 'code', 'edit', 'copy', 'reset', 'reset_focus', 'sandbox', 'view_source', 'copy_link'],
  code_block: ['copy'],
  search: ['open', 'result', 'recent', 'no_results'],
  feedback: ['rate', 'rate_section'],
  settings: ['mode', 'direction', 'density', 'language'],
  page: ['edit'],
} as const satisfies Record<string, readonly string[]>;

/** An event category. */
export type EventCategory = keyof typeof EVENT_ACTIONS;

/** The actions of category `C`. */
export type EventAction<C extends EventCategory> = (typeof EVENT_ACTIONS)[C][number];

/** Each event parameter and the data attribute that carries it. */
const PARAM_ATTRIBUTES = [
  ['eventAction', 'data-ga-event-action'],
  ['eventLabel', 'data-ga-event-label'],
  ['productId', 'data-ga-event-product-id'],
  ['productCategoryId', 'data-ga-event-product-category-id'],
  ['demoName', 'data-ga-event-demo-name'],
  ['rank', 'data-ga-event-rank'],
] as const;

type ParamAttribute = (typeof PARAM_ATTRIBUTES)[number];

/**
 * The parameters of an event of category `C`: its action, then a label and extra parameters where
 * they apply (product ones as in the page_view event). Numbers are sent as text, as an attribute
 * carries them, so a click and an event sent from code arrive alike.
 */
export type EventParams<C extends EventCategory> = { eventAction: EventAction<C> } & Partial<Record<Exclude<ParamAttribute[0], 'eventAction'>, string | number>>;

/** The data attributes of a tracked element, ready to spread onto it. */
export type ClickEventAttributes = { 'data-ga-event-category': string } & Partial<Record<ParamAttribute[1], string>>;

/** An event as gtag receives it: the category is its name. */
export interface ClickEvent {
  category: string;
  params: Record<string, string>;
}

/** The event a click on `target` sends, or `null` (no tracked element, or sampled out by `data-ga-event-split`). */
export function clickEventFor(target: EventTarget | null, random: () => number): ClickEvent | null {
  const element = target instanceof Element ? target.closest('[data-ga-event-category]') : null;
  if (!element) return null;
  const category = element.getAttribute('data-ga-event-category') ?? '';
  const split = Number.parseFloat(element.getAttribute('data-ga-event-split') ?? '');
  if (category === '' || (Number.isFinite(split) && split < random())) return null;
  const params: Record<string, string> = {};
  for (const [param, attribute] of PARAM_ATTRIBUTES) {
    const value = element.getAttribute(attribute);
    if (value !== null) params[param] = value;
  }
  return { category, params };
}

/** The event of `category` with `params`, as gtag receives it: values as text, undefined ones left out. */
export function trackedEvent<C extends EventCategory>(category: C, params: EventParams<C>): ClickEvent {
  const values: Record<string, string> = {};
  for (const [param] of PARAM_ATTRIBUTES) {
    const value = params[param];
    if (value !== undefined) values[param] = String(value);
  }
  return { category, params: values };
}

/** The data attributes that make a click on an element send `trackedEvent(category, params)`. */
export function clickEventAttributes<C extends EventCategory>(category: C, params: EventParams<C>): ClickEventAttributes {
  const { params: values } = trackedEvent(category, params);
  const attributes: ClickEventAttributes = { 'data-ga-event-category': category };
  for (const [param, attribute] of PARAM_ATTRIBUTES) {
    const value = values[param];
    if (value !== undefined) attributes[attribute] = value;
  }
  return attributes;
}

/** Sends `trackedEvent(category, params)` through gtag now: for what is not a click (a keyboard shortcut). */
export function sendTrackedEvent<C extends EventCategory>(category: C, params: EventParams<C>): void {
  const event = trackedEvent(category, params);
  sendEvent(event.category, event.params);
}

/**
 * The attributes of one choice of a setting (a toggle button, a radio item): a click reports the
 * value chosen, `params.eventLabel`, and sends nothing when that value is already `current`, since
 * choosing it again changes nothing. Each choice carries its own value, so the label is the new one.
 */
export function choiceAttributes<C extends EventCategory>(category: C, params: EventParams<C> & { eventLabel: string }, current: string | undefined): Partial<ClickEventAttributes> {
  return params.eventLabel === current ? {} : clickEventAttributes(category, params);
}

/**
 * The data attributes of an outbound link shown at `placement` (`sidebar`): a click sends `outbound`
 * with the URL as label and, when the URL's path names a product (SPEC §2), that product, derived by
 * the same rule as page views so a link and the page it opens report the same product.
 */
export function outboundLinkAttributes(href: string, placement: EventAction<'outbound'>): ClickEventAttributes {
  const product = URL.canParse(href) ? getProductInfoFromUrl(new URL(href).pathname) : null;
  return clickEventAttributes('outbound', { eventAction: placement, eventLabel: href, ...product });
}

/** Installs one delegated click listener on `doc`; returns the function that removes it. */
export function installClickTracking(doc: Document, send: (name: string, params: Record<string, string>) => void, random: () => number): () => void {
  const onClick = (event: Event) => {
    const found = clickEventFor(event.target, random);
    if (found) send(found.category, found.params);
  };
  // Capture phase: a link that navigates away still reports, and stopPropagation in a component cannot hide it.
  // It also runs before React's handlers (on the app's root, below the document), so an element whose
  // attributes follow its state (a code panel's toggle) reports them as they were when clicked.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
