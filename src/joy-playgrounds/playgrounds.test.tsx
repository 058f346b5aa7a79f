// @vitest-environment jsdom
/**
 * The islands in a browser-like document: a control changes the live component and the printed code
 * together, and Reset brings both back (e2e/joy-playgrounds.spec.ts drives them in a browser, keys included).
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_SETTINGS_OPTIONS, installDisplaySettings } from '../settings/displaySettings';
import CssVarsPlayground from './CssVarsPlayground.client';
import UsagePlayground from './UsagePlayground.client';

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener: () => {}, addListener: () => {}, removeListener: () => {} }) as unknown as typeof window.matchMedia;
  installDisplaySettings(window, DISPLAY_SETTINGS_OPTIONS);
});
afterEach(cleanup);

/**
 * Renders `element` and lets React work (inside `act`, as suspended work only resumes there) until
 * `selector` matches: the runtime and Joy load on first use, and a cold disk is slow.
 */
async function renderLoaded(element: ReactElement, selector: string): Promise<HTMLElement> {
  await act(async () => {
    render(<Suspense>{element}</Suspense>);
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = document.querySelector<HTMLElement>(selector);
    if (found) return found.closest<HTMLElement>('[data-joy-playground]') as HTMLElement;
    if (Date.now() > deadline) throw new Error(`${selector} did not render`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
}

const code = (playground: HTMLElement) => playground.querySelector('[data-joy-playground-code]')?.textContent;
const preview = (playground: HTMLElement) => playground.querySelector<HTMLElement>('[data-joy-playground-preview]') as HTMLElement;

describe('the usage playground', () => {
  it('changes the preview and the code with a control, and resets both', async () => {
    const playground = await renderLoaded(<UsagePlayground component="Button" />, '[data-joy-playground-preview] .MuiButton-root');
    expect(screen.getByRole('region', { name: 'Button usage playground' })).toBe(playground);
    const button = within(preview(playground)).getByRole('button', { name: 'Save' });
    expect(button.className).toContain('MuiButton-variantSolid');
    expect(code(playground)).toBe('<Button>Save</Button>');

    fireEvent.click(within(playground).getByRole('radio', { name: 'soft' }));
    fireEvent.click(within(playground).getByRole('checkbox', { name: 'disabled' }));
    expect(within(preview(playground)).getByRole('button', { name: 'Save' }).className).toContain('MuiButton-variantSoft');
    expect(within(preview(playground)).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(code(playground)).toBe(['<Button variant="soft" disabled>', '  Save', '</Button>'].join('\n'));

    fireEvent.click(within(playground).getByRole('button', { name: 'Reset' }));
    expect(code(playground)).toBe('<Button>Save</Button>');
    expect(within(playground).getByRole('radio', { name: 'solid' })).toHaveProperty('checked', true);
  });

  it('offers many values in a select, and “unset” first where the prop is best left unset', async () => {
    const playground = await renderLoaded(<UsagePlayground component="Typography" />, '[data-joy-playground-preview] .MuiTypography-root');
    fireEvent.change(within(playground).getByRole('combobox', { name: 'level' }), { target: { value: 'h2' } });
    expect(code(playground)).toContain('level="h2"');
    const color = within(playground).getByRole('group', { name: 'color' });
    expect(within(color).getByRole('radio', { name: 'unset' })).toHaveProperty('checked', true);
    fireEvent.click(within(color).getByRole('radio', { name: 'danger' }));
    expect(code(playground)).toBe(['<Typography level="h2" color="danger">', '  Your order is on its way', '</Typography>'].join('\n'));
  });
});

describe('the CSS variables playground', () => {
  it('changes the preview’s variable and the sx with a slider, and follows the size', async () => {
    const playground = await renderLoaded(<CssVarsPlayground component="Button" />, '[data-joy-playground-preview] .MuiButton-root');
    expect(screen.getByRole('region', { name: 'Button CSS variables playground' })).toBe(playground);
    const gap = within(playground).getByRole('slider', { name: '--Button-gap' });
    expect(gap).toHaveProperty('value', '0.5');
    expect(gap.getAttribute('aria-valuetext')).toBe('0.5rem');

    await act(async () => fireEvent.change(gap, { target: { value: '1' } }));
    expect(code(playground)).toContain(`sx={{ '--Button-gap': '1rem' }}`);
    expect(gap.getAttribute('aria-valuetext')).toBe('1rem');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('--Button-gap:1rem');

    // Another size: the untouched sliders show its defaults, the moved one keeps its value.
    fireEvent.click(within(within(playground).getByRole('group', { name: 'size' })).getByRole('radio', { name: 'lg' }));
    expect(within(playground).getByRole('slider', { name: '--Button-minHeight' })).toHaveProperty('value', '2.75');
    expect(code(playground)).toContain('size="lg"');
    expect(code(playground)).toContain(`'--Button-gap': '1rem'`);
  });
});
