// @vitest-environment jsdom
import { useColorScheme } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_SETTINGS_OPTIONS, installDisplaySettings, type DisplaySettingsApi } from '../settings/displaySettings';
import { ThemeStateProvider } from '../theme/ThemeStateProvider';
import { DEFAULT_THEME_STATE } from '../theme/themeState';
import DemoThemeProvider from './DemoThemeProvider.client';

let api: DisplaySettingsApi;

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener: () => {}, addListener: () => {}, removeListener: () => {} }) as unknown as typeof window.matchMedia;
  api = installDisplaySettings(window, DISPLAY_SETTINGS_OPTIONS);
});
afterEach(cleanup);

function Probe() {
  const { mode, setMode } = useColorScheme();
  return (
    <button type="button" onClick={() => setMode('dark')}>
      {mode}
    </button>
  );
}

/** Every CSS text in the document (Emotion writes text nodes outside production). */
const documentCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('DemoThemeProvider', () => {
  it('leaves <html>, storage and the :root variables to the site, and follows the site’s mode', async () => {
    const classChanges: string[] = [];
    new MutationObserver((records) => classChanges.push(...records.map(() => document.documentElement.className))).observe(document.documentElement, { attributes: true });
    render(
      <ThemeStateProvider>
        <DemoThemeProvider>
          <Probe />
        </DemoThemeProvider>
      </ThemeStateProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('system');
    await act(async () => {});
    expect(classChanges).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(documentCss()).not.toContain('--mui-palette-primary-main');

    act(() => api.setMode('light'));
    expect(screen.getByRole('button').textContent).toBe('light');

    // setMode inside a demo goes to the site's settings, which store it and paint <html>.
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(api.get().mode).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.documentElement.className).toBe('dark');
    expect(screen.getByRole('button').textContent).toBe('dark');
  });

  it('gives a demo whose theme state changes the variables its own scoped values, never :root', () => {
    const { container } = render(
      <ThemeStateProvider initialState={{ ...DEFAULT_THEME_STATE, spacing: 4 }}>
        <DemoThemeProvider>
          <Probe />
        </DemoThemeProvider>
      </ThemeStateProvider>,
    );
    const style = container.querySelector('[data-demo-theme] > style');
    expect(style?.textContent).toContain('--mui-spacing:4px;');
    expect(documentCss()).not.toContain(':root');
  });
});
