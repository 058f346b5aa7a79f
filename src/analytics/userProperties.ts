/** Analytics user properties (SPEC §7): code variant, language, device pixel ratio, OS and current colour scheme. */

/** The user properties sent with `gtag('set', 'user_properties', …)`. */
export interface UserProperties {
  codeVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: 'light' | 'dark';
}

/** The device pixel ratio rounded to 0.1, as reported. */
export function roundPixelRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}

/** Calls `onChange` whenever the device pixel ratio changes (zoom, moving to another screen); returns a stop function. */
export function watchPixelRatio(win: Window, onChange: (ratio: number) => void): () => void {
  let query: MediaQueryList | undefined;
  const listen = () => {
    // A resolution query matches only the current ratio, so it changes exactly when the ratio does; re-arm for the new one.
    query = win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`);
    query.addEventListener('change', handle, { once: true });
  };
  const handle = () => {
    onChange(roundPixelRatio(win.devicePixelRatio));
    listen();
  };
  listen();
  return () => query?.removeEventListener('change', handle);
}
