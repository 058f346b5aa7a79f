'use client';
/** Links to a demo's code (`#BasicButtons.js`, `#tailwind-BasicSlider.tsx`): open that demo in that variant. */
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { parseDemoHash } from './codePreferences';
import { setCodeStyling, setCodeVariant } from './codePreferenceStore';

/**
 * Applies the page's hash, now and on every hashchange, when it names demo `name`: the variant and
 * styling for this visit only (not persisted), then `onOpen` and a scroll to `target`.
 */
export function useDemoHash(name: string, target: RefObject<HTMLElement | null>, onOpen: () => void): void {
  const open = useEffectEvent(onOpen);
  useEffect(() => {
    const applyHash = () => {
      const parsed = parseDemoHash(window.location.hash);
      if (!parsed || parsed.demo !== name) return;
      setCodeVariant(parsed.codeVariant, { persist: false });
      if (parsed.codeStyling) setCodeStyling(parsed.codeStyling, { persist: false });
      open();
      requestAnimationFrame(() => target.current?.scrollIntoView({ block: 'start' }));
    };
    applyHash();
    window.addEventListener('hashchange', applyHash);
    return () => window.removeEventListener('hashchange', applyHash);
  }, [name, target]);
}
