/**
 * Install commands in npm, pnpm and yarn (issue 37). MDX writes an install command once, for npm
 * (`npm install @mui/joy`); the build derives the pnpm and yarn forms (remarkInstallTabs) and the page
 * shows the reader's package manager, remembered site-wide.
 *
 * `installPackageManager` is serialized into an inline <head> script, so every install block shows the
 * reader's choice from the first paint. It must stay self-contained: no imports, no module-level names
 * in its body; everything arrives in its arguments. Tests call the same function directly.
 */

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';

/** localStorage key of the reader's choice; its `storage` event carries a change to every open tab. */
export const PACKAGE_MANAGER_STORAGE_KEY = 'mui-package-manager';
/** `<html data-package-manager="pnpm">`: the CSS of every install block follows it. */
export const PACKAGE_MANAGER_ATTRIBUTE = 'data-package-manager';

export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/** One `npm install` line: the packages and whether they are development dependencies. */
export interface InstallLine {
  /** `[]` for a bare `npm install` (install what package.json lists). */
  packages: string[];
  dev: boolean;
}

const DEV_FLAGS = new Set(['-D', '--save-dev']);
// Flags that mean the same as each manager's default (`--save` is npm's default since npm 5).
const NEUTRAL_FLAGS = new Set(['--save', '-S']);

/**
 * The install lines of a shell block, or null when the block is anything else: every line must be an
 * `npm install` / `npm i` with package names and at most a dev flag. A flag the other managers spell
 * differently (`--legacy-peer-deps`, `-g`), a comment or a second command leaves the block as written.
 */
export function parseInstallBlock(code: string): InstallLine[] | null {
  const lines = code.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0) return null;
  const parsed: InstallLine[] = [];
  for (const line of lines) {
    const words = line.split(/\s+/);
    if (words[0] !== 'npm' || (words[1] !== 'install' && words[1] !== 'i')) return null;
    const packages: string[] = [];
    let dev = false;
    for (const word of words.slice(2)) {
      if (DEV_FLAGS.has(word)) dev = true;
      else if (NEUTRAL_FLAGS.has(word)) continue;
      else if (word.startsWith('-') || !/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(@[\w.^~<>=*-]+)?$/i.test(word)) return null;
      else packages.push(word);
    }
    if (dev && packages.length === 0) return null;
    parsed.push({ packages, dev });
  }
  return parsed;
}

/** The line in the manager's own words: `npm install -D x`, `pnpm add -D x`, `yarn add --dev x`; a bare install is `pnpm install` / `yarn`. */
export function commandFor(line: InstallLine, manager: PackageManager): string {
  if (line.packages.length === 0) return manager === 'yarn' ? 'yarn' : `${manager} install`;
  const verb = manager === 'npm' ? 'npm install' : `${manager} add`;
  const dev = line.dev ? (manager === 'yarn' ? ' --dev' : ' -D') : '';
  return `${verb}${dev} ${line.packages.join(' ')}`;
}

/** The block in each manager's words. */
export function installCommands(lines: readonly InstallLine[]): Record<PackageManager, string> {
  const of = (manager: PackageManager) => lines.map((line) => commandFor(line, manager)).join('\n');
  return { npm: of('npm'), pnpm: of('pnpm'), yarn: of('yarn') };
}

/** Sets `<html data-package-manager>` from the stored choice (or the default) before the first paint. */
export function installPackageManager(doc: Document, key: string, attribute: string, managers: readonly string[], fallback: string): void {
  let stored: string | null = null;
  try {
    stored = doc.defaultView ? doc.defaultView.localStorage.getItem(key) : null;
  } catch {
    stored = null;
  }
  doc.documentElement.setAttribute(attribute, stored !== null && managers.indexOf(stored) !== -1 ? stored : fallback);
}

/** The inline script's text. */
export function packageManagerScript(): string {
  return `(${installPackageManager.toString()})(document,${JSON.stringify(PACKAGE_MANAGER_STORAGE_KEY)},${JSON.stringify(PACKAGE_MANAGER_ATTRIBUTE)},${JSON.stringify(PACKAGE_MANAGERS)},${JSON.stringify(DEFAULT_PACKAGE_MANAGER)})`;
}
