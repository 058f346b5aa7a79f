import { describe, expect, it } from 'vitest';
import { chunkUrl, ICON_CHUNK_SIZE, moduleNameOf, nameWords, splitIconName, themeMask, themesOfMask } from './iconNames';

describe('icon names', () => {
  const modules = new Set(['Delete', 'DeleteOutlined', 'DeleteTwoTone', 'AddCircleOutlineOutlined', 'AddCircleOutlineSharp', 'Sharp', 'Outlined']);
  const has = (name: string) => modules.has(name);

  it('reads the theme from the suffix when the base has another theme', () => {
    expect(splitIconName('DeleteOutlined', has)).toEqual({ base: 'Delete', theme: 'Outlined' });
    expect(splitIconName('DeleteTwoTone', has)).toEqual({ base: 'Delete', theme: 'TwoTone' });
    expect(splitIconName('Delete', has)).toEqual({ base: 'Delete', theme: 'Filled' });
    // A base with no Filled module still has its other themes.
    expect(splitIconName('AddCircleOutlineSharp', has)).toEqual({ base: 'AddCircleOutline', theme: 'Sharp' });
  });

  it('keeps a name whole when the suffix is the whole name or no sibling exists', () => {
    expect(splitIconName('Sharp', has)).toEqual({ base: 'Sharp', theme: 'Filled' });
    expect(splitIconName('BlurOutlined', has)).toEqual({ base: 'BlurOutlined', theme: 'Filled' });
  });

  it('names modules and splits names into words', () => {
    expect(moduleNameOf('Delete', 'Rounded')).toBe('DeleteRounded');
    expect(moduleNameOf('Delete', 'Filled')).toBe('Delete');
    expect(nameWords('AccessAlarm')).toEqual(['access', 'alarm']);
    expect(nameWords('Wifi3Bar')).toEqual(['wifi', '3', 'bar']);
    expect(nameWords('HDRAuto')).toEqual(['hdr', 'auto']);
    expect(nameWords('GitHub')).toEqual(['git', 'hub']);
  });

  it('packs themes into a mask and back', () => {
    expect(themeMask(['Filled', 'Sharp'])).toBe(0b10001);
    expect(themesOfMask(0b10001)).toEqual(['Filled', 'Sharp']);
  });

  it('files a base name by its place in the index', () => {
    expect(chunkUrl('TwoTone', 0)).toBe('/static/icons/twotone/0.json');
    expect(chunkUrl('Filled', ICON_CHUNK_SIZE)).toBe('/static/icons/filled/1.json');
  });
});
