// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCustomization, resetCustomizationStoreForTests } from '../theme/themeCustomizationStore';
import DensityTool from './DensityTool.client';
import { installFakeDisplay } from '../settings/fakeDisplaySettings';

const KEY = 'docs-theme-customization';

function renderTool() {
  render(<DensityTool themes={{ light: null, dark: null }} />);
  return {
    code: () => screen.getByLabelText('Theme code for this density').textContent ?? '',
    input: () => screen.getByLabelText<HTMLInputElement>('Spacing factor'),
    checkbox: () => screen.getByRole<HTMLInputElement>('checkbox', { name: /Dense components/ }),
  };
}

function stored(): unknown {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  localStorage.clear();
  resetCustomizationStoreForTests();
});

afterEach(() => {
  cleanup();
  delete window.__docsDisplay;
});

describe('DensityTool', () => {
  it('starts from the defaults', () => {
    installFakeDisplay(false);
    const tool = renderTool();
    expect(tool.input().value).toBe('8');
    expect(tool.checkbox().checked).toBe(false);
    expect(tool.code()).toContain('  spacing: 8,');
    expect(tool.code()).not.toContain('components');
    expect(screen.getByText('The demos use the default density.')).toBeTruthy();
  });

  it('"Increase spacing" stores spacing 9 and prints it in the theme code', () => {
    installFakeDisplay(false);
    const tool = renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Increase spacing' }));
    expect(stored()).toEqual({ spacing: 9, paletteColors: {} });
    expect(getCustomization().spacing).toBe(9);
    expect(tool.input().value).toBe('9');
    expect(tool.code()).toContain('  spacing: 9,');
    expect(screen.getByText('theme.spacing(2) is now 18px (9px × 2).')).toBeTruthy();
    expect(screen.getByText('The demos on every page of this site use this density.')).toBeTruthy();
  });

  it('"Decrease spacing" stores spacing 7 and is disabled at the minimum', () => {
    installFakeDisplay(false);
    localStorage.setItem(KEY, '{"spacing":2}');
    const tool = renderTool();
    const decrease = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease spacing' });
    fireEvent.click(decrease);
    expect(stored()).toEqual({ spacing: 1, paletteColors: {} });
    expect(tool.code()).toContain('  spacing: 1,');
    expect(decrease.disabled).toBe(true);
  });

  it('applies a typed spacing in range at once', () => {
    installFakeDisplay(false);
    const tool = renderTool();
    fireEvent.change(tool.input(), { target: { value: '12' } });
    expect(stored()).toEqual({ spacing: 12, paletteColors: {} });
    expect(tool.code()).toContain('  spacing: 12,');
  });

  it('shows the range error for 20 and stores nothing', () => {
    installFakeDisplay(false);
    const tool = renderTool();
    fireEvent.change(tool.input(), { target: { value: '20' } });
    expect(screen.getByText('Type a whole number from 1 to 16.')).toBeTruthy();
    expect(tool.input().getAttribute('aria-invalid')).toBe('true');
    expect(tool.input().value).toBe('20');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getCustomization().spacing).toBe(8);
    expect(tool.code()).toContain('  spacing: 8,');
  });

  it('shows the same error for text that is not a whole number', () => {
    installFakeDisplay(false);
    const tool = renderTool();
    fireEvent.change(tool.input(), { target: { value: '2.5' } });
    expect(screen.getByText('Type a whole number from 1 to 16.')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('"Reset density" restores spacing 8 and switches dense off', () => {
    const { setDense } = installFakeDisplay(true);
    localStorage.setItem(KEY, '{"spacing":12}');
    const tool = renderTool();
    expect(tool.input().value).toBe('12');
    expect(tool.checkbox().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset density' }));
    expect(setDense).toHaveBeenCalledWith(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(tool.input().value).toBe('8');
    expect(tool.checkbox().checked).toBe(false);
    expect(tool.code()).toContain('  spacing: 8,');
    expect(tool.code()).not.toContain('components');
  });

  it('"Reset density" also clears an invalid draft', () => {
    installFakeDisplay(false);
    const tool = renderTool();
    fireEvent.change(tool.input(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset density' }));
    expect(tool.input().value).toBe('8');
    expect(screen.queryByText('Type a whole number from 1 to 16.')).toBeNull();
  });

  it('the Dense checkbox calls setDense(true) and the code gains the dense components', () => {
    const { setDense } = installFakeDisplay(false);
    const tool = renderTool();
    fireEvent.click(tool.checkbox());
    expect(setDense).toHaveBeenCalledTimes(1);
    expect(setDense).toHaveBeenCalledWith(true);
    expect(tool.checkbox().checked).toBe(true);
    expect(tool.code()).toContain("MuiButton: { defaultProps: { size: 'small' } },");
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
