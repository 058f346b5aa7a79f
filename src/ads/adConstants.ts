/**
 * Every number of the ad and analytics rules (SPEC §4, §7, §9) that code uses, in one typed place.
 * The slot's reserved size (margins, minimum heights, breakpoint) lives only in Ad.module.css,
 * the one place that applies it before any script runs.
 */

/** Time between two looks for the ad network's element. */
export const AD_POLL_INTERVAL_MS = 500;
/** The detection stops after this many looks. */
export const AD_MAX_TRIES = 30;
/** After more than this many looks without the network's element, the reader is treated as having an ad blocker. */
export const AD_BLOCKER_AFTER_TRIES = 6;
/** Share of ad-blocker readers shown the whitelist message instead of an in-house ad. */
export const AD_WHITELIST_PROBABILITY = 0.2;
/** Requests made to the JSON feed, at most, looking for a usable ad. */
export const AD_FEED_MAX_REQUESTS = 10;
/** A feed response longer than this (characters) is treated as malformed. */
export const AD_FEED_MAX_CHARS = 256 * 1024;
/** Delay between an ad showing and its display event. */
export const AD_DISPLAY_DELAY_MS = 2500;
/** Size of an ad's image: its width/height attributes, and (as --ad-image-width/-height) its box in Ad.module.css. */
export const AD_IMAGE_SIZE = { width: 130, height: 100 } as const;
/** Share of sessions that report web vitals (1 in 10 000). */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10_000;
