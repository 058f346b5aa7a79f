'use client';
/** Registers /sw.js on the production host, hands it the page's files, and reloads once onto a new version. */
import { useEffect } from 'react';
import { createReloadPolicy, shouldRegister, urlsToCache } from './registration';

/** Renders nothing; all its work happens after hydration. */
export default function ServiceWorker({ productionHost }: { productionHost: string }) {
  useEffect(() => {
    if (!shouldRegister(window.location.hostname, productionHost, 'serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const policy = createReloadPolicy(container.controller !== null);
    const reload = () => window.location.reload();
    const onControllerChange = () => {
      if (policy.onControllerChange(document.hasFocus())) reload();
    };
    const onFocus = () => {
      if (policy.onFocus()) reload();
    };
    let registration: ServiceWorkerRegistration | undefined;
    // A reader coming back to the tab is the moment to look for a new build.
    // The page's own registration call may have failed (the tab was loaded offline, or the server was
    // restarting): the worker that controls it is still registered, so it is asked for then.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void (async () => {
        const current = registration ?? (await container.getRegistration('/'));
        await current?.update();
      })().catch(() => undefined);
    };
    container.addEventListener('controllerchange', onControllerChange);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    container
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(async (registered) => {
        registration = registered;
        const ready = await container.ready;
        const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
        ready.active?.postMessage({ type: 'cache-urls', urls: urlsToCache(window.location.href, resources) });
      })
      .catch(() => undefined);
    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [productionHost]);
  return null;
}
