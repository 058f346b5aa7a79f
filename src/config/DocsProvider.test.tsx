// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readDocsConfig } from './docsConfig';
import { DocsProvider, useDocsConfig } from './DocsProvider.client';

const config = readDocsConfig({ DOCS_SITE_URL: 'https://docs.example.com' });
const wrapper = ({ children }: { children: ReactNode }) => <DocsProvider config={config}>{children}</DocsProvider>;

describe('DocsProvider', () => {
  it('gives the configuration to the hook below it', () => {
    expect(renderHook(() => useDocsConfig(), { wrapper }).result.current).toBe(config);
    expect(renderHook(() => useDocsConfig().defaultUserLanguage, { wrapper }).result.current).toBe('en');
  });

  it('makes useDocsConfig throw outside the provider', () => {
    // React reports the render error to the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDocsConfig())).toThrowError(
      new Error('Could not find the docs context value; wrap the component in <DocsProvider>.'),
    );
  });

  it('holds only plain data, so it can be passed from a server component', () => {
    // structuredClone throws on functions and class instances, which React cannot serialize either.
    expect(structuredClone(config)).toEqual(config);
  });
});
