// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdProvider, DEFAULT_AD_CONTEXT_VALUE, useAdConfig } from './AdContext.client';

describe('AdProvider', () => {
  it('gives its value to useAdConfig below it', () => {
    const value = { displayRatio: 0.5 };
    const wrapper = ({ children }: { children: ReactNode }) => <AdProvider value={value}>{children}</AdProvider>;
    expect(renderHook(() => useAdConfig(), { wrapper }).result.current).toBe(value);
  });

  it('defaults the display ratio to 0.1', () => {
    expect(DEFAULT_AD_CONTEXT_VALUE).toEqual({ displayRatio: 0.1 });
  });

  it('makes useAdConfig throw outside the provider', () => {
    // React reports the render error to the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAdConfig())).toThrowError(
      new Error('Could not find the ad context value; wrap the component in <AdProvider>.'),
    );
  });
});
