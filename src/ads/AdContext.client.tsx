'use client';
/** Page-wide ad settings for client components; the server passes them from the docs configuration. */
import { createContext, type ReactNode, use } from 'react';

/** What ad components need to know; kept to the fields they read so the payload sent to the browser stays small. */
export interface AdContextValue {
  /** Share of ad displays reported to analytics, between 0 and 1 (SPEC §3, default 0.1). */
  displayRatio: number;
}

const AdContext = createContext<AdContextValue | undefined>(undefined);

/** Makes `value` available to `useAdConfig()` below it. */
export function AdProvider({ value, children }: { value: AdContextValue; children: ReactNode }) {
  return <AdContext value={value}>{children}</AdContext>;
}

/** The ad settings; throws when no `<AdProvider>` is above, so a missing provider fails loudly rather than with defaults. */
export function useAdConfig(): AdContextValue {
  const value = use(AdContext);
  if (value === undefined) {
    throw new Error('Could not find the ad context value; wrap the component in <AdProvider>.');
  }
  return value;
}
