import { describe, expect, it } from 'vitest';
import { cssValue, cssVarsModules, cssVarsSx, defaultOf, maxCssVarsLines, printCssVars, setValue, snap, valueOf, type CssVarControl } from './cssVars';
import { cssVarsConfigs } from './cssVarsConfigs';

const { Button, Divider, Switch } = cssVarsConfigs;
const gap = Button.vars[0] as CssVarControl;

describe('printCssVars', () => {
  it('prints the element without sx while every variable is at its default', () => {
    expect(printCssVars(Button, {}, 'md')).toBe('<Button startDecorator={<Add />}>Add to cart</Button>');
  });

  it('puts the changed variables in sx, in the playground’s order, with their units', () => {
    let values = setValue(Button, {}, 'md', '--Button-radius', 12);
    values = setValue(Button, values, 'md', '--Button-gap', 0.75);
    expect(printCssVars(Button, values, 'md')).toBe(
      ['<Button', '  startDecorator={<Add />}', "  sx={{ '--Button-gap': '0.75rem', '--Button-radius': '12px' }}", '>', '  Add to cart', '</Button>'].join('\n'),
    );
  });

  it('prints a size other than the default, and compares the variables with that size’s defaults', () => {
    const values = setValue(Button, {}, 'lg', '--Button-gap', 0.5);
    expect(printCssVars(Button, values, 'lg')).toContain(`'--Button-gap': '0.5rem'`);
    expect(printCssVars(Button, values, 'lg')).toContain('size="lg"');
    // 0.5rem is md's own gap: at md nothing is printed.
    expect(printCssVars(Button, values, 'md')).toBe('<Button startDecorator={<Add />}>Add to cart</Button>');
  });

  it('prints the sx on the element that reads the variables', () => {
    const values = setValue(Switch, {}, 'md', '--Switch-trackWidth', 48);
    expect(printCssVars(Switch, values, 'md')).toContain("<Switch defaultChecked sx={{ '--Switch-trackWidth': '48px' }} />");
    expect(printCssVars(Divider, setValue(Divider, {}, 'md', '--Divider-childPosition', 30), 'md')).toContain("<Divider sx={{ '--Divider-childPosition': '30%' }}>or</Divider>");
  });
});

describe('setValue', () => {
  it('snaps to the slider’s steps and range, and forgets a value set back to the default', () => {
    expect(setValue(Button, {}, 'md', '--Button-gap', 0.8)).toEqual({ '--Button-gap': 0.75 });
    expect(setValue(Button, {}, 'md', '--Button-gap', 99)).toEqual({ '--Button-gap': 2 });
    expect(setValue(Button, { '--Button-gap': 0.75 }, 'md', '--Button-gap', 0.5)).toEqual({});
    expect(setValue(Button, {}, 'md', '--Unknown', 1)).toEqual({});
  });
});

describe('values', () => {
  it('follow the size until the reader sets them', () => {
    expect(valueOf(gap, {}, 'sm')).toBe(0.375);
    expect(valueOf(gap, {}, 'lg')).toBe(0.75);
    expect(valueOf(gap, { '--Button-gap': 1 }, 'sm')).toBe(1);
    expect(defaultOf(gap, 'md')).toBe(0.5);
  });

  it('are written without floating-point noise', () => {
    const opacity: CssVarControl = { name: '--Input-placeholderOpacity', unit: '', min: 0, max: 1, step: 0.01, default: 0.64 };
    expect(snap(opacity, 0.1 + 0.2)).toBe(0.3);
    expect(cssValue(opacity, 0.1 + 0.2)).toBe('0.3');
    expect(cssValue(gap, 0.625)).toBe('0.625rem');
  });

  it('leave sx out when none differs', () => {
    expect(cssVarsSx(Button, { '--Button-gap': 0.5 }, 'md')).toBeUndefined();
  });
});

describe('the code block', () => {
  it('reserves the lines of the longest code', () => {
    expect(maxCssVarsLines(Button)).toBeGreaterThanOrEqual(printCssVars(Button, setValue(Button, {}, 'md', '--Button-gap', 2), 'md').split('\n').length);
  });

  it('loads the components the template names', () => {
    expect(cssVarsModules(Button)).toEqual(['Button', 'Add']);
  });
});
