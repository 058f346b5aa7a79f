import { describe, expect, it } from 'vitest';
import { themeMask } from './iconNames';
import { createIconSearch, queryTokens } from './iconSearch';

const all = themeMask(['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp']);
const icons = [
  { base: 'AccessAlarm', mask: all },
  { base: 'Delete', mask: all },
  { base: 'DeleteForever', mask: all },
  { base: 'DeleteOutline', mask: all },
  { base: 'GitHub', mask: themeMask(['Filled']) },
  { base: 'RemoveCircle', mask: all },
  { base: 'RestoreFromTrash', mask: all },
  { base: 'Settings', mask: all },
  { base: 'SettingsApplications', mask: all },
  { base: 'AddCircleOutline', mask: themeMask(['Outlined', 'Rounded', 'TwoTone', 'Sharp']) },
];
const synonyms = { Delete: 'trash bin garbage remove', RemoveCircle: 'delete minus', Settings: 'gear cog preferences', GitHub: 'git repository source code' };
const names = (query: string, theme: Parameters<ReturnType<typeof createIconSearch>['search']>[1] = 'Filled') =>
  createIconSearch(icons, synonyms).search(query, theme).map((icon) => icon.base);

describe('icon search', () => {
  it('lists every icon of the theme for an empty query, in index order', () => {
    expect(names('')).toEqual(icons.filter((icon) => icon.base !== 'AddCircleOutline').map((icon) => icon.base));
    expect(names('  ', 'Sharp')).not.toContain('GitHub');
    expect(names('', 'Outlined')).toContain('AddCircleOutline');
  });

  it('ranks name matches before synonym matches: "delete" finds the Delete icons, then the trash-can ones named otherwise', () => {
    expect(names('delete')).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'RemoveCircle']);
  });

  it('finds an icon by a synonym: "trash" reaches Delete after the names holding the word', () => {
    expect(names('trash')).toEqual(['RestoreFromTrash', 'Delete']);
    expect(names('gear')).toEqual(['Settings']);
    expect(names('cog')).toEqual(['Settings']);
  });

  it('puts the exact name first, then names starting with the query, shorter first', () => {
    expect(names('settings')).toEqual(['Settings', 'SettingsApplications']);
    expect(names('SettingsApplications')).toEqual(['SettingsApplications']);
    expect(names('alarm')).toEqual(['AccessAlarm']);
  });

  it('needs every word of the query, from the name or the synonyms', () => {
    expect(names('delete forever')).toEqual(['DeleteForever']);
    expect(names('delete gear')).toEqual([]);
    expect(names('git code')).toEqual(['GitHub']);
    expect(names('zzz')).toEqual([]);
  });

  it('matches inside a name typed without spaces, and word prefixes as the reader types', () => {
    expect(names('accessal')).toEqual(['AccessAlarm']);
    expect(names('del')).toEqual(['Delete', 'DeleteForever', 'DeleteOutline', 'RemoveCircle']);
    expect(names('DELETE-outline')).toEqual(['DeleteOutline']);
  });

  it('keeps to the chosen theme', () => {
    expect(names('github', 'Outlined')).toEqual([]);
    expect(names('add circle', 'TwoTone')).toEqual(['AddCircleOutline']);
    expect(names('add circle', 'Filled')).toEqual([]);
  });

  it('splits a query at spaces, punctuation and CamelCase', () => {
    expect(queryTokens(' Access_alarm ')).toEqual(['access', 'alarm']);
    expect(queryTokens('Wifi3Bar')).toEqual(['wifi', '3', 'bar']);
    expect(queryTokens('')).toEqual([]);
  });
});
