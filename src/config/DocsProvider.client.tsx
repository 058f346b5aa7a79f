'use client';
/**
 * Page-wide access to the docs configuration in client components. The server reads the
 * configuration once (`./index.ts`) and passes it here; it is plain data, so it crosses the
 * server/client boundary as a prop.
 */
import { createContext, type ReactNode, use } from 'react';
import type { DocsConfig } from './docsConfig';

const DocsContext = createContext<DocsConfig | undefined>(undefined);

/** Makes `config` available to `useDocsConfig()` below it. */
export function DocsProvider({ config, children }: { config: DocsConfig; children: ReactNode }) {
  return <DocsContext value={config}>{children}</DocsContext>;
}

/** The docs configuration; throws when no `<DocsProvider>` is above, so a missing provider fails loudly rather than with defaults. */
export function useDocsConfig(): DocsConfig {
  const config = use(DocsContext);
  if (config === undefined) {
    throw new Error('Could not find the docs context value; wrap the component in <DocsProvider>.');
  }
  return config;
}
