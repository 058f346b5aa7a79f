/**
 * Finds the demo files under `content/` and writes the client registries that lazy-load them: each
 * page folder's registry is a chunk, and its demos are loaded a page and a styling at a time, so a page
 * fetches its own demos only (src/demos/demoModules.ts).
 *
 * A demo is either one file, `demos/BasicButtons.tsx` (styled with MUI System), or a folder with one
 * file per styling, `demos/BasicSwitch/{system,tailwind,css}.tsx` (a CSS variant imports its
 * `css.module.css`). Module ids are paths under content/ without extension.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { StylingId } from '../src/demos/codePreferences';
import { demoFolderOf } from '../src/demos/demoModules';
import { demoElements } from './contentCoverage';

const STYLING_FILES: readonly StylingId[] = ['system', 'tailwind', 'css'];

export interface DemoVariantFile {
  styling: StylingId;
  /** `base-ui/components/switch/demos/BasicSwitch/css` */
  moduleId: string;
}

export interface FoundDemo {
  /** `material-ui/components/button/demos/BasicButtons`: the demo's data file name under .generated/demos/. */
  id: string;
  /** `BasicButtons` */
  name: string;
  variants: DemoVariantFile[];
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** Every demo under `root`, sorted by id. Throws on a demo folder that has files of unknown stylings. */
export async function findDemos(root: string): Promise<FoundDemo[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const demos = new Map<string, FoundDemo>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
    const relativeDir = toPosix(path.relative(root, entry.parentPath));
    const base = entry.name.replace(/\.tsx$/, '');
    if (path.basename(entry.parentPath) === 'demos') {
      const id = `${relativeDir}/${base}`;
      demos.set(id, { id, name: base, variants: [{ styling: 'system', moduleId: id }] });
    } else if (path.basename(path.dirname(entry.parentPath)) === 'demos') {
      if (!STYLING_FILES.includes(base as StylingId)) {
        throw new Error(`content/${relativeDir}/${entry.name}: a demo folder holds one file per styling, named system.tsx, tailwind.tsx or css.tsx.`);
      }
      const demo = demos.get(relativeDir) ?? { id: relativeDir, name: path.basename(entry.parentPath), variants: [] };
      demo.variants.push({ styling: base as StylingId, moduleId: `${relativeDir}/${base}` });
      demos.set(relativeDir, demo);
    }
  }
  for (const demo of demos.values()) demo.variants.sort((a, b) => STYLING_FILES.indexOf(a.styling) - STYLING_FILES.indexOf(b.styling));
  return [...demos.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Where a demo folder's registry is written, relative to `.generated/`: `demo-registries/material-ui__components__button.ts`. */
export function demoFolderRegistryFile(folder: string): string {
  return `demo-registries/${folder === '' ? '_root' : folder.split('/').join('__')}.ts`;
}

/** The demo names a page's MDX shows (its `<Demo>` elements outside fenced code), in order, without repeats. */
export function demoNamesInMdx(source: string): string[] {
  return [...new Set(demoElements(source).map((element) => element.name))];
}

/** One demo module of a folder registry: what it imports and the chunk it goes in. */
export interface RegistryModule {
  /** `base-ui/components/switch/demos/BasicSwitch/css` */
  moduleId: string;
  /** Its import specifiers, as written in the demo. */
  specifiers: readonly string[];
  /** `switch.css`: the page that shows it (unlisted when none does) and its styling. */
  chunk: string;
}

/**
 * The page that shows each demo (`demo id → page file name without .mdx`): a demo of
 * `<folder>/demos/` is shown by the MDX files directly in `<folder>`; when two do, the first by name
 * holds it. Demos no page names are left out.
 */
export async function demoPages(root: string, demos: readonly FoundDemo[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const folders = new Set(demos.map((demo) => demoFolderOf(demo.id)));
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const mdx = (await readdir(dir)).filter((file) => file.endsWith('.mdx')).sort();
    for (const file of mdx) {
      const page = file.replace(/\.mdx$/, '');
      for (const name of demoNamesInMdx(await readFile(path.join(dir, file), 'utf8'))) {
        const id = folder === '' ? `demos/${name}` : `${folder}/demos/${name}`;
        if (!pages.has(id)) pages.set(id, page);
      }
    }
  }
  return pages;
}

/** The registry modules of every demo, by folder: each variant with its imports and its chunk. */
export function registryModules(
  demos: readonly FoundDemo[],
  imports: ReadonlyMap<string, readonly string[]>,
  pages: ReadonlyMap<string, string>,
): Map<string, RegistryModule[]> {
  const folders = new Map<string, RegistryModule[]>();
  for (const demo of demos) {
    const folder = demoFolderOf(demo.id);
    const modules = folders.get(folder) ?? [];
    for (const { moduleId, styling } of demo.variants) {
      modules.push({ moduleId, specifiers: imports.get(moduleId) ?? [], chunk: demoChunkName(pages.get(demo.id), styling) });
    }
    folders.set(folder, modules);
  }
  return folders;
}

/** A demo module's chunk: the page that shows it (its file name without `.mdx`, or `unlisted`) and its styling. */
export function demoChunkName(page: string | undefined, styling: StylingId): string {
  return `${page ?? 'unlisted'}.${styling}`;
}

const registryBanner = '// Generated by scripts/prebuild.ts from content/**/demos/. Do not edit; run `npm run build`.';

/**
 * The files of one demo folder's registry, relative to `.generated/`: the registry
 * (`demo-registries/<folder>.ts`) and, per chunk, a module that imports the chunk's demos and one
 * that imports what they import (`demo-registries/<folder>/<chunk>.ts` and `<chunk>.scope.ts`).
 *
 * Demos are loaded a page and a styling at a time, not one by one: every dynamic import is a chunk
 * group of its own for Turbopack, in the browser build and again in the server build, and at one
 * per demo the compile grew with the demos (1 000-page bench, 2 082 demos: 112 s, against 41 s a
 * chunk per page). A page's demos are all on that page, and the reader sees one styling at a time.
 * `scope` (what an edited demo may import, for the live editor) is loaded only when editing starts.
 */
export function demoFolderRegistryFiles(folder: string, modules: readonly RegistryModule[]): { file: string; source: string }[] {
  const registryFile = demoFolderRegistryFile(folder);
  const chunkDir = registryFile.replace(/\.ts$/, '');
  const content = (moduleId: string) => `../../../content/${moduleId}`;
  const target = (specifier: string, moduleId: string) => (specifier.startsWith('.') ? content(path.posix.join(path.posix.dirname(moduleId), specifier)) : specifier);
  const chunks = new Map<string, RegistryModule[]>();
  for (const entry of [...modules].sort((a, b) => (a.moduleId < b.moduleId ? -1 : 1))) chunks.set(entry.chunk, [...(chunks.get(entry.chunk) ?? []), entry]);
  const files: { file: string; source: string }[] = [];
  const loaders: string[] = [];
  const entries: string[] = [];
  [...chunks.keys()].sort().forEach((chunk, c) => {
    const members = chunks.get(chunk)!;
    const chunkPath = `./${path.posix.basename(chunkDir)}/${chunk}`;
    loaders.push(`const demos${c} = () => import(${JSON.stringify(chunkPath)});`, `const scope${c} = () => import(${JSON.stringify(`${chunkPath}.scope`)});`);
    const scopeImports = new Map<string, string>();
    const scopeLines: string[] = [];
    members.forEach(({ moduleId, specifiers }, d) => {
      entries.push(`  ${JSON.stringify(moduleId)}: { load: () => demos${c}().then((chunk) => chunk.d${d}), scope: () => scope${c}().then((chunk) => chunk.s${d}) },`);
      const fields = specifiers.map((specifier) => {
        const to = target(specifier, moduleId);
        if (!scopeImports.has(to)) scopeImports.set(to, `m${scopeImports.size}`);
        return `${JSON.stringify(specifier)}: ${scopeImports.get(to)}`;
      });
      scopeLines.push(`export const s${d}: Record<string, unknown> = { ${fields.join(', ')} };`);
    });
    files.push({
      file: `${chunkDir}/${chunk}.ts`,
      source: [registryBanner, ...members.map(({ moduleId }, d) => `export * as d${d} from ${JSON.stringify(content(moduleId))};`), ''].join('\n'),
    });
    files.push({
      file: `${chunkDir}/${chunk}.scope.ts`,
      source: [registryBanner, ...[...scopeImports].map(([to, name]) => `import * as ${name} from ${JSON.stringify(to)};`), '', ...scopeLines, ''].join('\n'),
    });
  });
  files.unshift({
    file: registryFile,
    source: [
      registryBanner,
      "import type { DemoFolderRegistry } from '../../src/demos/demoModules';",
      '',
      ...loaders,
      '',
      'export const registry: DemoFolderRegistry = {',
      ...entries,
      '};',
      '',
    ].join('\n'),
  });
  return files;
}

/**
 * Source of `.generated/demoRegistry.tsx`, the index: one loader per demo folder (src/demos/demoModules.ts).
 * It is part of the demo runtime chunk, so it grows with the page folders, never with the demos.
 */
export function demoRegistryIndexSource(folders: readonly string[], { tailwindCss }: { tailwindCss: boolean }): string {
  return [
    "'use client';",
    '// Generated by scripts/prebuild.ts from content/**/demos/. Do not edit; run `npm run build`.',
    ...(tailwindCss ? ["import './tailwind-demos.css';"] : []),
    "import type { DemoFolderIndex } from '../src/demos/demoModules';",
    '',
    'export const demoFolders: DemoFolderIndex = {',
    ...[...folders].sort().map((folder) => `  ${JSON.stringify(folder)}: () => import(${JSON.stringify(`./${demoFolderRegistryFile(folder).replace(/\.ts$/, '')}`)}),`),
    '};',
    '',
  ].join('\n');
}
