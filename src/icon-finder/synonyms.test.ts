import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SYNONYMS } from './synonyms';

const ICONS_DIR = path.join(process.cwd(), 'node_modules/@mui/icons-material');
const THEME_SUFFIX = /(Outlined|Rounded|TwoTone|Sharp)$/;
const entries = Object.entries(ICON_SYNONYMS);

/** The lowercase words of a CamelCase icon name: `DeleteForever` → delete, forever. */
function nameWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
}

/** The synonym words of an icon, or none when it has no entry. */
function synonyms(key: string): string[] {
  return ICON_SYNONYMS[key]?.split(' ') ?? [];
}

describe('ICON_SYNONYMS', () => {
  it('has at least 350 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(350);
  });

  it('keys name installed base icons', () => {
    const missing = entries
      .map(([key]) => key)
      .filter((key) => !existsSync(path.join(ICONS_DIR, `${key}.mjs`)));
    expect(missing).toEqual([]);
  });

  it('keys carry no theme suffix', () => {
    expect(entries.map(([key]) => key).filter((key) => THEME_SUFFIX.test(key))).toEqual([]);
  });

  it('values are space-separated lowercase words', () => {
    const bad = entries.filter(([, value]) => !/^[a-z0-9-]+( [a-z0-9-]+)*$/.test(value));
    expect(bad).toEqual([]);
  });

  it('values repeat no word', () => {
    const bad = entries.filter(([, value]) => {
      const words = value.split(' ');
      return new Set(words).size !== words.length;
    });
    expect(bad).toEqual([]);
  });

  it("values hold no word of the icon's own name", () => {
    const bad = entries.flatMap(([key, value]) => {
      const own = new Set(nameWords(key));
      return value
        .split(' ')
        .filter((word) => own.has(word))
        .map((word) => `${key}: ${word}`);
    });
    expect(bad).toEqual([]);
  });

  it('splits CamelCase names the way the checks expect', () => {
    expect(nameWords('DeleteForever')).toEqual(['delete', 'forever']);
    expect(nameWords('GitHub')).toEqual(['git', 'hub']);
    expect(nameWords('ThreeDRotation')).toEqual(['three', 'd', 'rotation']);
  });

  it.each([
    ['trash', ['Delete', 'DeleteForever', 'DeleteSweep']],
    ['bin', ['Delete', 'DeleteForever', 'DeleteSweep']],
    ['garbage', ['Delete', 'DeleteForever', 'DeleteSweep']],
    ['gear', ['Settings']],
    ['cog', ['Settings']],
    ['preferences', ['Settings']],
    ['magnifier', ['Search']],
    ['pencil', ['Edit']],
    ['floppy', ['Save']],
    ['hamburger', ['Menu']],
    ['house', ['Home']],
    ['heart', ['Favorite']],
    ['bell', ['Notifications']],
    ['envelope', ['Email', 'Mail']],
    ['padlock', ['Lock']],
    ['eye', ['Visibility']],
    ['cross', ['Close']],
    ['plus', ['Add']],
    ['tick', ['Check', 'Done']],
    ['recycle', ['RestoreFromTrash']],
    ['delete', ['RemoveCircle', 'Clear', 'Backspace']],
    ['erase', ['RemoveCircle', 'Clear', 'Backspace']],
  ])('"%s" reaches %j', (word, keys) => {
    for (const key of keys) expect(synonyms(key), key).toContain(word);
  });
});
