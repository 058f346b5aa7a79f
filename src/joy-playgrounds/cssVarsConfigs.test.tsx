/**
 * The CSS variables playgrounds against the installed @mui/joy: every variable is one the component's
 * source names, its default at each size is the value Joy's styles give it (read from the CSS a server
 * render writes), and its slider can show that default.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cssValue, cssVarsElement, cssVarsModules, defaultOf, snap, type CssVarsConfig } from './cssVars';
import { cssVarsConfigs } from './cssVarsConfigs';
import { cssOf, renderHtml, resolveCssVar, sourceText } from './joyPackageFacts.server';
import { loadJoyModules, type JoyComponents } from './joyModules';
import { renderJsx } from './renderJsx';
import { SIZES, type Size } from './usage';

const configs = Object.entries(cssVarsConfigs) as [string, CssVarsConfig][];

describe('resolveCssVar', () => {
  it.each([
    ['a declaration', '.a{--Button-gap:0.5rem;gap:var(--Button-gap)}', '--Button-gap', '0.5rem'],
    ['a fallback where it is read', '.a{min-height:var(--Button-minHeight, 2.25rem)}', '--Button-minHeight', '2.25rem'],
    ['a theme variable’s fallback', '.a{--Input-radius:var(--joy-radius-sm, 6px)}', '--Input-radius', '6px'],
    ['a fallback to another variable declared in the same CSS', '.a{--ListDivider-gap:0.375rem;padding:var(--List-padding, var(--ListDivider-gap))}', '--List-padding', '0.375rem'],
    ['nothing for a variable the CSS does not name', '.a{color:red}', '--Button-gap', null],
  ])('finds %s', (_name, css, name, expected) => {
    expect(resolveCssVar(name, css)).toBe(expected);
  });
});

describe.each(configs)('the %s CSS variables playground', (_name, config) => {
  let components: JoyComponents = {};
  beforeAll(async () => {
    components = await loadJoyModules(cssVarsModules(config));
  });
  const sizes: readonly Size[] = config.sizes ? SIZES : ['md'];

  it.each(config.vars.map((control) => [control.name, control] as const))('reads %s in the component’s source', (name) => {
    expect(config.sources.some((source) => sourceText(source).includes(`'${name}'`) || sourceText(source).includes(`var(${name}`)), `${name} in ${config.sources.join(', ')}`).toBe(true);
  });

  it('gives each variable, at each size, the value Joy’s styles give it', () => {
    for (const size of sizes) {
      const css = cssOf(renderHtml(renderJsx(cssVarsElement(config, {}, size), components)));
      for (const control of config.vars) {
        expect(resolveCssVar(control.name, css), `${control.name} at ${size}`).toBe(cssValue(control, defaultOf(control, size)));
      }
    }
  });

  it('has sliders whose range and steps include every default', () => {
    for (const control of config.vars) {
      expect(control.min).toBeLessThan(control.max);
      for (const size of SIZES) expect(snap(control, defaultOf(control, size)), `${control.name} at ${size}`).toBe(defaultOf(control, size));
    }
  });

  it('offers sizes only when the defaults differ by size', () => {
    const perSize = config.vars.some((control) => typeof control.default !== 'number');
    expect(config.sizes).toBe(perSize);
  });

  it('puts a moved slider in the sx of the target, where the preview’s CSS has it', () => {
    const [control] = config.vars;
    if (!control) throw new Error('a CSS variables playground without variables');
    const element = cssVarsElement(config, { [control.name]: control.max }, 'md');
    const css = cssOf(renderHtml(renderJsx(element, components)));
    expect(css).toContain(`${control.name}:${cssValue(control, control.max)}`);
  });
});
