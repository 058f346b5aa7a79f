/** When the page registers the service worker and when it reloads onto a new version. */

/** Registration happens only on the production host name, any port (never on localhost, previews or other mirrors). */
export function shouldRegister(hostname: string, productionHost: string, supported: boolean): boolean {
  return supported && hostname === productionHost;
}

/** Same-origin URLs the page loaded (itself and its resources), for the worker to keep offline. */
export function urlsToCache(pageUrl: string, resourceUrls: readonly string[]): string[] {
  const origin = new URL(pageUrl).origin;
  const page = new URL(pageUrl);
  page.hash = '';
  const same = resourceUrls.filter((url) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  });
  return [...new Set([page.href, ...same])];
}

/**
 * Decides the reload after a new worker takes control: only when a worker controlled the page
 * before (an update, not the first install), only once, and only while the page has focus.
 */
export function createReloadPolicy(hadController: boolean) {
  let pending = false;
  let reloaded = false;
  return {
    /** A new worker took control; true when the page should reload now. */
    onControllerChange(hasFocus: boolean): boolean {
      if (!hadController || reloaded) return false;
      pending = !hasFocus;
      reloaded = hasFocus;
      return hasFocus;
    },
    /** The page got focus; true when a reload was waiting for it. */
    onFocus(): boolean {
      if (!pending || reloaded) return false;
      pending = false;
      reloaded = true;
      return true;
    },
  };
}
