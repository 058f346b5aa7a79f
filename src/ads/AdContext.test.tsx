// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdProvider, useAdConfig } from './AdContext.client';

describe('AdProvider', () => {
  it('gives its value to useAdConfig below it', () => {
    const value = { displayRatio: 0.5 };
    const wrapper = ({ children }: { children: ReactNode }) => <AdProvider value={value}>{children}</AdProvider>;
    expect(renderHook(() => useAdConfig(), { wrapper }).result.current).toBe(value);
  });

  it('makes useAdConfig throw outside the provider', () => {
    // React reports the render error to the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAdConfig())).toThrowError(
      new Error('Could not find the ad context value; wrap the component in <AdProvider>.'),
    );
  });
});
