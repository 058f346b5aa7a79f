import { describe, expect, it } from 'vitest';
import { cleanDescription } from './jsdoc';
import { kebabCase, muiClassName } from './naming';
import { displayType } from './props';

describe('generator naming rules', () => {
  it.each([
    ['Button', 'button'],
    ['ToggleButtonGroup', 'toggle-button-group'],
    ['Unstable_TrapFocus', 'unstable-trap-focus'],
    ['CSPProvider', 'csp-provider'],
  ])('kebab-cases %s as %s', (name, kebab) => {
    expect(kebabCase(name)).toBe(kebab);
  });

  it('uses the shared Mui- prefix for state classes only', () => {
    expect(muiClassName('Button', 'root')).toBe('MuiButton-root');
    expect(muiClassName('Button', 'focusVisible')).toBe('Mui-focusVisible');
  });

  it('drops the | undefined an optional prop repeats, and the parentheses around a function', () => {
    expect(displayType("'a' | 'b' | undefined", true)).toBe("'a' | 'b'");
    expect(displayType('((value: number) => void) | undefined', true)).toBe('(value: number) => void');
    expect(displayType('(a) | (b)', true)).toBe('(a) | (b)');
    expect(displayType('string | undefined', false)).toBe('string | undefined');
  });

  it("drops MUI's Demos/API link lists and Base UI's Documentation line", () => {
    expect(cleanDescription('Text.\n\nDemos:\n\n- [Button](https://mui.com/x/)\n\nAPI:\n\n- [Button API](https://mui.com/y/)')).toBe('Text.');
    expect(cleanDescription('Represents it.\n\nDocumentation: [Base UI Switch](https://base-ui.com/react/components/switch)')).toBe('Represents it.');
  });
});
