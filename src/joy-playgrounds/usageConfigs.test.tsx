/**
 * The usage playgrounds against the installed @mui/joy: every control is a prop the component has,
 * its values are values the component accepts, and its default is the component's, so that leaving
 * the default out of the printed code changes nothing.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiProps, colorPalette, propTypeEntry, propTypeValues, renderHtml, typeValues, variantNames } from './joyPackageFacts.server';
import { loadJoyModules, type JoyComponents } from './joyModules';
import { renderJsx } from './renderJsx';
import { COLORS, defaultValues, SIZES, usageModules, VARIANTS, type ChangedProps, type UsageConfig, type UsageControl } from './usage';
import { usageConfigs } from './usageConfigs';

const configs = Object.entries(usageConfigs) as [string, UsageConfig][];
const controls = configs.flatMap(([name, config]) => config.controls.map((control) => [name, config, control] as const));

/** The element a template gives for these props (including a default written out, which ChangedProps leaves out). */
function html(config: UsageConfig, components: JoyComponents, props: Record<string, string | boolean>): string {
  return renderHtml(renderJsx(config.template(props as ChangedProps), components));
}

describe('the global variants, colours and sizes', () => {
  it('are Joy’s', () => {
    expect([...VARIANTS].sort()).toEqual(variantNames().sort());
    expect([...COLORS].sort()).toEqual(colorPalette().sort());
    expect(SIZES).toEqual(['sm', 'md', 'lg']);
  });
});

describe.each(controls.map(([name, config, control]) => [`${name} ${control.prop}`, control.target ?? config.target, control] as const))('%s', (_name, target, control: UsageControl) => {
  const declared = apiProps(target).get(control.prop);

  it('is a prop of the component (in its type definitions or, inherited from Base UI, its prop types)', () => {
    expect(declared ?? propTypeEntry(target, control.prop), `${target} has no prop ${control.prop}`).toBeTruthy();
  });

  it('has the default the type definitions document, or, left unset, says what unset does', () => {
    if (!declared?.default) return;
    if (control.kind === 'enum' && control.default === null) {
      expect(control.unset, `${target} documents ${control.prop}=${declared.default}; the playground leaves it unset without saying why`).toBeDefined();
      return;
    }
    expect(String(control.default)).toBe(declared.default.replace(/^'(.*)'$/, '$1'));
  });

  it('offers only values the component accepts', () => {
    if (control.kind === 'boolean') {
      expect(declared ? /\b(boolean|true \| false)\b/.test(declared.type) : /PropTypes\.bool\b/.test(propTypeEntry(target, control.prop) ?? '')).toBe(true);
      return;
    }
    const accepted = (declared && typeValues(declared.type)) ?? propTypeValues(target, control.prop);
    // A prop typed from another component's (RadioGroup's `size?: RadioProps['size']`) is checked by the renders below.
    if (accepted) expect(accepted).toEqual(expect.arrayContaining([...control.values]));
  });
});

describe.each(configs)('the %s playground renders', (_name, config) => {
  let components: JoyComponents = {};
  const errors = vi.fn();
  beforeAll(async () => {
    components = await loadJoyModules(usageModules(config));
  });
  afterEach(() => errors.mockReset());

  it('the same with each default written out as without it (so the printed code may leave it out)', () => {
    const bare = html(config, components, {});
    for (const control of config.controls) {
      if (control.default === null) continue;
      expect(html(config, components, { [control.prop]: control.default }), `${control.prop}={${JSON.stringify(control.default)}}`).toBe(bare);
    }
  });

  it('every value without a React or prop-type warning', () => {
    vi.spyOn(console, 'error').mockImplementation(errors);
    for (const control of config.controls) {
      for (const value of control.kind === 'boolean' ? [true] : control.values) html(config, components, { [control.prop]: value });
    }
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  });

  it.skipIf(config.onInteraction)('something else for every other value, alone or beside another control’s value', () => {
    const valuesOf = (control: UsageControl) => (control.kind === 'boolean' ? [true] : control.values);
    // `invertedColors` shows only on a solid or soft surface: a value may need another control's.
    const contexts: Record<string, string | boolean>[] = [{}, ...config.controls.flatMap((other) => valuesOf(other).map((value) => ({ [other.prop]: value })))];
    // A prop whose unset value follows state (a checked Checkbox is solid) equals one of its values here.
    for (const control of config.controls.filter((candidate) => candidate.kind === 'boolean' || !candidate.unset)) {
      for (const value of valuesOf(control).filter((candidate) => candidate !== control.default)) {
        const changes = contexts.some((context) => {
          const { [control.prop]: _own, ...others } = context;
          return html(config, components, { ...others, [control.prop]: value }) !== html(config, components, others);
        });
        expect(changes, `${control.prop}=${String(value)} changes nothing`).toBe(true);
      }
    }
  });

  it('its defaults from the controls', () => {
    expect(Object.keys(defaultValues(config))).toEqual(config.controls.map((control) => control.prop));
  });
});
