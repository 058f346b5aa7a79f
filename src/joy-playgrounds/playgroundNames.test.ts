import { describe, expect, it } from 'vitest';
import { cssVarsPlaygroundName, PLAYGROUND_NAMES, usagePlaygroundName } from './playgroundNames';

describe('playground names', () => {
  it('accept the configured components', () => {
    expect(usagePlaygroundName('Button', 'joy-ui/components/button/button.mdx')).toBe('Button');
    expect(cssVarsPlaygroundName('ListItem', 'joy-ui/components/list/list.mdx')).toBe('ListItem');
  });

  it('fail the build on any other name, naming the MDX file and the names there are', () => {
    expect(() => usagePlaygroundName('Buton', 'joy-ui/components/button/button.mdx')).toThrow(
      `<JoyUsagePlayground component="Buton" /> in content/joy-ui/components/button/button.mdx: there is no usage playground of that name. Write one of: ${PLAYGROUND_NAMES.usage.join(', ')}.`,
    );
    expect(() => cssVarsPlaygroundName('Tooltip', 'joy-ui/components/tooltip/tooltip.mdx')).toThrow(/^<JoyCssVarsPlayground component="Tooltip" \/> in content\/joy-ui\/components\/tooltip\/tooltip\.mdx: there is no CSS variables playground of that name\. Write one of: Alert, Avatar, /);
    expect(() => usagePlaygroundName(undefined, 'joy-ui/x.mdx')).toThrow(/^<JoyUsagePlayground no component \/>/);
  });

  it('do not take an object’s inherited members for names', () => {
    expect(() => usagePlaygroundName('toString', 'joy-ui/x.mdx')).toThrow(/no usage playground/);
  });

  it('are listed sorted', () => {
    expect(PLAYGROUND_NAMES.usage).toEqual([...PLAYGROUND_NAMES.usage].sort());
    expect(PLAYGROUND_NAMES.usage).toContain('Typography');
    expect(PLAYGROUND_NAMES.cssVars).toContain('Tabs');
  });
});
