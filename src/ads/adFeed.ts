/**
 * The ad network's JSON feed (SPEC §3, §7): read the `ads` array, use the first ad that is non-empty
 * and has a statlink, retry up to 10 requests in all when none is usable, give up silently on a
 * network failure. Feed fields are untrusted: only strings are kept, only http(s) URLs are used.
 */
import { AD_FEED_MAX_CHARS, AD_FEED_MAX_REQUESTS } from './adConstants';

/** A usable feed ad, every field checked. */
export interface FeedAd {
  statlink: string;
  statimp: string | undefined;
  image: string | undefined;
  company: string;
  description: string;
  /** Tracking URLs, already split and with `[timestamp]` filled. */
  pixels: string[];
}

/** What reading one feed response gives. */
export type FeedParse = { kind: 'ad'; ad: FeedAd } | { kind: 'empty' } | { kind: 'malformed'; reason: string };

/** What the whole feed lookup ends in. */
export type FeedOutcome = { kind: 'ad'; ad: FeedAd } | { kind: 'fallback'; reason: string } | { kind: 'failed' };

/** The URL if it is an absolute http(s) URL, else `undefined` (no `javascript:`, `data:` or relative URLs). */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The tracking URLs of `pixel` (separated by `||`), with `[timestamp]` replaced; unsafe or empty entries are dropped. */
export function splitPixels(pixel: unknown, timestamp: unknown): string[] {
  if (typeof pixel !== 'string' || pixel === '') return [];
  const stamp = text(timestamp);
  return pixel
    .split('||')
    .map((entry) => safeHttpUrl(entry.replaceAll('[timestamp]', encodeURIComponent(stamp))))
    .filter((url): url is string => url !== undefined);
}

/** One ad of the feed checked field by field; `undefined` when it is empty or has no usable statlink. */
export function readFeedAd(raw: unknown): FeedAd | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0) return undefined;
  const ad = raw as Record<string, unknown>;
  const statlink = safeHttpUrl(ad.statlink);
  if (statlink === undefined) return undefined;
  return {
    statlink,
    statimp: safeHttpUrl(ad.statimp),
    image: safeHttpUrl(ad.image),
    company: text(ad.company),
    description: text(ad.description),
    pixels: splitPixels(ad.pixel, ad.timestamp),
  };
}

/** Reads a feed response body: the first usable ad, `empty` when none is usable, `malformed` when it is not a feed. */
export function parseFeed(body: string): FeedParse {
  if (body.length > AD_FEED_MAX_CHARS) return { kind: 'malformed', reason: `longer than ${AD_FEED_MAX_CHARS} characters` };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { kind: 'malformed', reason: 'not JSON' };
  }
  const ads = typeof data === 'object' && data !== null ? (data as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) return { kind: 'malformed', reason: 'no "ads" array' };
  for (const raw of ads) {
    const ad = readFeedAd(raw);
    if (ad) return { kind: 'ad', ad };
  }
  return { kind: 'empty' };
}

/** Fetches the feed until a usable ad arrives, at most 10 requests; a network failure ends the lookup as `failed`. */
export async function loadFeedAd(url: string, fetchText: (url: string) => Promise<string>): Promise<FeedOutcome> {
  for (let request = 1; request <= AD_FEED_MAX_REQUESTS; request += 1) {
    let body: string;
    try {
      body = await fetchText(url);
    } catch {
      return { kind: 'failed' };
    }
    const parsed = parseFeed(body);
    if (parsed.kind === 'ad') return parsed;
    if (parsed.kind === 'malformed') return { kind: 'fallback', reason: parsed.reason };
  }
  return { kind: 'fallback', reason: `no usable ad in ${AD_FEED_MAX_REQUESTS} requests` };
}

/** The URLs to request as the ad's impression: `statimp` and every pixel. */
export function impressionUrls(ad: FeedAd): string[] {
  return [...(ad.statimp ? [ad.statimp] : []), ...ad.pixels];
}
