/**
 * The id of an empty marker at the end of the app bar. The root layout holds the first paint until the
 * parser reaches it (`<link rel="expect" blocking="render">`): Chromium releases the hold when the
 * target's start tag is parsed, so the target is the bar's last child, not the bar itself.
 */
export const APP_BAR_END_ID = 'app-bar-end';
