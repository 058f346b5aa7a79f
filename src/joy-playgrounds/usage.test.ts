import { describe, expect, it } from 'vitest';
import { changedProps, defaultValues, longestValues, maxUsageLines, printUsage, sampleStates, usageModules } from './usage';
import { usageConfigs } from './usageConfigs';

const { Button, Radio, Slider, Switch, Table, Typography } = usageConfigs;

describe('printUsage', () => {
  it('prints only the template when every control is at its default', () => {
    expect(printUsage(Button, defaultValues(Button))).toBe('<Button>Save</Button>');
  });

  it('prints the props that differ from their defaults, in the controls’ order whatever the order of the values', () => {
    const values = { ...defaultValues(Button), loading: true, color: 'danger', variant: 'soft' };
    expect(printUsage(Button, values)).toBe(['<Button variant="soft" color="danger" loading>', '  Save', '</Button>'].join('\n'));
    expect(printUsage(Button, { loading: true, variant: 'soft', color: 'danger' })).toBe(printUsage(Button, values));
  });

  it('leaves out a value set back to its default, and a switch turned off', () => {
    expect(printUsage(Button, { ...defaultValues(Button), variant: 'solid', size: 'md', disabled: false })).toBe('<Button>Save</Button>');
  });

  it('prints a prop whose default is unset once a value is chosen, and nothing for unset', () => {
    expect(printUsage(Typography, { ...defaultValues(Typography), color: null })).toBe('<Typography>Your order is on its way</Typography>');
    expect(printUsage(Typography, { ...defaultValues(Typography), color: 'neutral', level: 'h2' })).toBe(
      ['<Typography level="h2" color="neutral">', '  Your order is on its way', '</Typography>'].join('\n'),
    );
  });

  it('puts each prop on the element that takes it', () => {
    const code = printUsage(Radio, { ...defaultValues(Radio), variant: 'soft', size: 'lg' });
    expect(code).toContain('<RadioGroup size="lg" defaultValue="email" aria-label="Contact method">');
    expect(code).toContain('<Radio variant="soft" value="email" label="Email" />');
    expect(printUsage(Switch, { ...defaultValues(Switch), color: 'success' })).toBe(
      ['<Typography', '  component="label"', '  endDecorator={<Switch color="success" defaultChecked />}', '>', '  Wi-Fi', '</Typography>'].join('\n'),
    );
  });

  it('adds what a value needs to show (a vertical slider’s height)', () => {
    expect(printUsage(Slider, { ...defaultValues(Slider), orientation: 'vertical' })).toContain('sx={{ height: 120 }}');
    expect(printUsage(Slider, defaultValues(Slider))).toBe('<Slider defaultValue={40} step={10} aria-label="Volume" />');
  });
});

describe('changedProps', () => {
  it('ignores values of props the playground does not have', () => {
    expect(changedProps(Button, { variant: 'soft', unknown: 'x' })).toEqual({ variant: 'soft' });
  });
});

describe('the states a playground samples', () => {
  it('are the defaults, each single change and the longest values', () => {
    const states = sampleStates(Table);
    expect(states[0]).toEqual(defaultValues(Table));
    expect(states.at(-1)).toEqual(longestValues(Table));
    expect(states).toContainEqual({ ...defaultValues(Table), stripe: 'even' });
  });

  it('give the lines the code block reserves: the most any of them prints', () => {
    expect(maxUsageLines(Button)).toBe(printUsage(Button, longestValues(Button)).split('\n').length);
    expect(maxUsageLines(Button)).toBeGreaterThan(1);
  });

  it('name the components to load, each once', () => {
    expect(usageModules(Switch)).toEqual(['Typography', 'Switch']);
    expect(usageModules(Table)).toEqual(['Table']);
  });
});
