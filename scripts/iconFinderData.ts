/**
 * The icon finder's data (src/icon-finder), generated from the installed `@mui/icons-material` at
 * build time: `index.json` (every base name with its themes, and the package's icon count) and, per
 * theme, files of 120 icons' SVG markup, fetched as the reader scrolls. Written to `.generated/icons/`,
 * copied to `out/static/icons/` by scripts/build.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconMarkup, iconTree } from '../src/icon-finder/iconMarkup';
import { ICON_SYNONYMS } from '../src/icon-finder/synonyms';
import { ICON_CHUNK_SIZE, ICON_THEMES, type IconIndex, type IconTheme, moduleNameOf, splitIconName, themeMask } from '../src/icon-finder/iconNames';

export const ICONS_DIR = path.join('.generated', 'icons');

/** The names `@mui/icons-material` exports from its index: the package's own list of icons. */
export function packageIconNames(packageDir: string): string[] {
  const index = readFileSync(path.join(packageDir, 'index.mjs'), 'utf8');
  return [...index.matchAll(/export \{ default as (\w+) \}/g)].map((match) => match[1] ?? '');
}

/** The index and each theme's files of markup (`chunks[theme][k]`: base name → markup). */
export function iconFinderData(packageDir: string): { index: IconIndex; chunks: Record<IconTheme, Record<string, string>[]> } {
  const modules = packageIconNames(packageDir);
  if (modules.length === 0) throw new Error(`No icons exported by ${path.join(packageDir, 'index.mjs')}.`);
  const exported = new Set(modules);
  const themesOf = new Map<string, Set<IconTheme>>();
  for (const name of modules) {
    const { base, theme } = splitIconName(name, (other) => exported.has(other));
    const themes = themesOf.get(base) ?? new Set<IconTheme>();
    themes.add(theme);
    themesOf.set(base, themes);
  }
  const bases = [...themesOf.keys()].sort((a, b) => a.localeCompare(b, 'en'));
  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const unknown = Object.keys(ICON_SYNONYMS).filter((base) => !themesOf.has(base));
  if (unknown.length > 0) throw new Error(`src/icon-finder/synonyms.ts names icons the package does not have: ${unknown.join(', ')}.`);
  const index: IconIndex = { version, count: modules.length, names: bases.map((base) => [base, themeMask(themesOf.get(base) ?? [])]), synonyms: { ...ICON_SYNONYMS } };
  const chunks = Object.fromEntries(ICON_THEMES.map((theme) => [theme, [] as Record<string, string>[]])) as Record<IconTheme, Record<string, string>[]>;
  bases.forEach((base, position) => {
    for (const theme of themesOf.get(base) ?? []) {
      const name = moduleNameOf(base, theme);
      const file = path.join(packageDir, `${name}.mjs`);
      const chunk = (chunks[theme][Math.floor(position / ICON_CHUNK_SIZE)] ??= {});
      chunk[base] = iconMarkup(iconTree(readFileSync(file, 'utf8'), name));
    }
  });
  return { index, chunks };
}

/** Writes the data to `dir` (replacing what was there); returns the icon count. */
export function writeIconFinderData(packageDir: string, dir = ICONS_DIR): { count: number; names: number; files: number } {
  const { index, chunks } = iconFinderData(packageDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
  let files = 1;
  for (const theme of ICON_THEMES) {
    const themeDir = path.join(dir, theme.toLowerCase());
    mkdirSync(themeDir, { recursive: true });
    chunks[theme].forEach((chunk, k) => {
      writeFileSync(path.join(themeDir, `${k}.json`), JSON.stringify(chunk ?? {}));
      files++;
    });
  }
  return { count: index.count, names: index.names.length, files };
}
