/** Every number of the ad and analytics rules (SPEC §4, §7, §9), in one typed place. */

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
/** Theme spacing unit in px, and the slot's margins above and below in units. */
export const AD_SPACING_UNIT_PX = 8;
export const AD_MARGIN_UNITS = { top: 3, bottom: 3 } as const;
/** Minimum slot height from the `sm` breakpoint up, and below it. */
export const AD_MIN_HEIGHT_PX = { sm: 126, xs: 142 } as const;
/** The `sm` breakpoint of the theme. */
export const AD_SM_BREAKPOINT_PX = 600;
/** Size of an ad's image. */
export const AD_IMAGE_SIZE = { width: 130, height: 100 } as const;
/** Share of sessions that report web vitals (1 in 10 000). */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10_000;
