/**
 * Defaults of the docs configuration, in a module with no dependencies so that client components
 * can import them without pulling `docsConfig.ts` (and Zod) into the browser bundle.
 */

/** Share of ad displays reported to analytics when the environment does not say (SPEC §3, §9). */
export const DEFAULT_AD_DISPLAY_RATIO = 0.1;
