import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_CHUNK_SIZE, ICON_THEMES, moduleNameOf, themesOfMask } from '../src/icon-finder/iconNames';
import { iconFinderData, packageIconNames } from './iconFinderData';

const PACKAGE = path.join(process.cwd(), 'node_modules/@mui/icons-material');

describe('the icon finder’s data', () => {
  const names = packageIconNames(PACKAGE);
  const { index, chunks } = iconFinderData(PACKAGE);

  it('counts every icon the package exports, in every theme, once', () => {
    expect(names.length).toBeGreaterThan(10_000);
    expect(index.count).toBe(names.length);
    const listed = index.names.flatMap(([base, mask]) => themesOfMask(mask).map((theme) => moduleNameOf(base, theme)));
    expect(listed.sort()).toEqual([...names].sort());
  });

  it('has markup for each icon in its theme’s file, by its place in the sorted index', () => {
    const bases = index.names.map(([base]) => base);
    expect(bases).toEqual([...bases].sort((a, b) => a.localeCompare(b, 'en')));
    index.names.forEach(([base, mask], position) => {
      for (const theme of ICON_THEMES) {
        const markup = chunks[theme][Math.floor(position / ICON_CHUNK_SIZE)]?.[base];
        if (themesOfMask(mask).includes(theme)) expect(markup, `${base} ${theme}`).toMatch(/^<(path|circle|g|ellipse)/);
        else expect(markup, `${base} ${theme}`).toBeUndefined();
      }
    });
  });

  it('has the five themes of common icons, and brand icons in Filled only', () => {
    const maskOf = (base: string) => index.names.find(([name]) => name === base)?.[1] ?? 0;
    expect(themesOfMask(maskOf('Delete'))).toEqual(['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp']);
    expect(themesOfMask(maskOf('GitHub'))).toEqual(['Filled']);
  });
});
