import { useSyncExternalStore } from 'react';

// Joy's Slider reads pointer positions left to right unless told otherwise (`isRtl`), while the
// page's direction lives on <html dir>. The server renders left to right; the browser's answer
// replaces it right after hydration and whenever the attribute changes.

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['dir'],
  });
  return () => observer.disconnect();
}

const isDocumentRtl = () => document.documentElement.dir === 'rtl';
const onServer = () => false;

/** Whether the page is laid out right to left. */
export function useIsRtl(): boolean {
  return useSyncExternalStore(subscribe, isDocumentRtl, onServer);
}
