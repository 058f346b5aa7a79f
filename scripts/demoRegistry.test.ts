import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoChunkName, demoFolderRegistryFile, demoFolderRegistryFiles, demoNamesInMdx, demoPages, demoRegistryIndexSource, findDemos, registryModules } from './demoRegistry';

/** Folders made by `tree`, removed after each test. */
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A temporary folder with `files` (empty, or with the given text). */
async function tree(files: (string | [string, string])[]) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'demos-'));
  roots.push(root);
  for (const entry of files) {
    const [file, text] = typeof entry === 'string' ? [entry, ''] : entry;
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

describe('demo registry', () => {
  it('finds single-file demos directly inside demos/ folders', async () => {
    const root = await tree(['a/components/button/demos/Basic.tsx', 'a/components/button/demos/notes.md', 'a/components/button/Other.tsx']);
    expect(await findDemos(root)).toEqual([
      { id: 'a/components/button/demos/Basic', name: 'Basic', variants: [{ styling: 'system', moduleId: 'a/components/button/demos/Basic' }] },
    ]);
  });

  it('groups a demo folder into one demo with a variant per styling, in menu order', async () => {
    const root = await tree(['b/demos/BasicSwitch/tailwind.tsx', 'b/demos/BasicSwitch/css.tsx', 'b/demos/BasicSwitch/css.module.css', 'b/demos/BasicSwitch/system.tsx']);
    const [demo] = await findDemos(root);
    expect(demo?.name).toBe('BasicSwitch');
    expect(demo?.variants.map((v) => v.styling)).toEqual(['system', 'tailwind', 'css']);
    expect(demo?.variants[2]?.moduleId).toBe('b/demos/BasicSwitch/css');
  });

  it('rejects an unknown styling file with the expected names', async () => {
    const root = await tree(['b/demos/X/sass.tsx']);
    await expect(findDemos(root)).rejects.toThrow(/system\.tsx, tailwind\.tsx or css\.tsx/);
  });

  it('reads the demo names a page shows from its <Demo> elements outside fenced code, once each', () => {
    const mdx = ['<Demo name="Basic" />', '<Demo\n  bg="inline"\n  name="Sizes"\n/>', '<DemoNote name="Other" />', '<Demo name="Basic" iframe />', "<Demo name='Quoted' />", '```mdx\n<Demo name="InCode" />\n```'].join('\n\n');
    expect(demoNamesInMdx(mdx)).toEqual(['Basic', 'Sizes', 'Quoted']);
  });

  it('finds the page that shows each demo: the MDX files beside demos/, the first by name when two do', async () => {
    const root = await tree([
      ['m/guides/b-page.mdx', '<Demo name="Shared" />\n<Demo name="OnlyB" />'],
      ['m/guides/a-page.mdx', '<Demo name="Shared" />'],
      'm/guides/demos/Shared.tsx',
      'm/guides/demos/OnlyB.tsx',
      'm/guides/demos/Unused.tsx',
      ['intro.mdx', '<Demo name="Root" />'],
      'demos/Root.tsx',
    ]);
    const pages = await demoPages(root, await findDemos(root));
    expect(Object.fromEntries(pages)).toEqual({ 'm/guides/demos/Shared': 'a-page', 'm/guides/demos/OnlyB': 'b-page', 'demos/Root': 'intro' });
  });

  it('puts each demo module in the chunk of its page and styling', async () => {
    const root = await tree(['b/switch/demos/Basic/system.tsx', 'b/switch/demos/Basic/css.tsx', 'b/switch/demos/Lonely.tsx']);
    const modules = registryModules(await findDemos(root), new Map([['b/switch/demos/Basic/css', ['react']]]), new Map([['b/switch/demos/Basic', 'switch']]));
    expect(modules.get('b/switch')).toEqual([
      { moduleId: 'b/switch/demos/Basic/system', specifiers: [], chunk: 'switch.system' },
      { moduleId: 'b/switch/demos/Basic/css', specifiers: ['react'], chunk: 'switch.css' },
      { moduleId: 'b/switch/demos/Lonely', specifiers: [], chunk: 'unlisted.system' },
    ]);
    expect(demoChunkName(undefined, 'tailwind')).toBe('unlisted.tailwind');
  });

  it('writes a folder registry with one loader per chunk, not per demo, and the chunks it loads', () => {
    const files = demoFolderRegistryFiles('a/switch', [
      { moduleId: 'a/switch/demos/X/css', specifiers: ['react', './css.module.css'], chunk: 'switch.css' },
      { moduleId: 'a/switch/demos/Y/css', specifiers: ['react'], chunk: 'switch.css' },
      { moduleId: 'a/switch/demos/X/system', specifiers: ['react'], chunk: 'switch.system' },
    ]);
    expect(files.map((file) => file.file)).toEqual([
      'demo-registries/a__switch.ts',
      'demo-registries/a__switch/switch.css.ts',
      'demo-registries/a__switch/switch.css.scope.ts',
      'demo-registries/a__switch/switch.system.ts',
      'demo-registries/a__switch/switch.system.scope.ts',
    ]);
    const [registry, cssDemos, cssScope] = files.map((file) => file.source);
    expect(registry?.match(/import\(/g)).toHaveLength(4);
    expect(registry).toContain('const demos0 = () => import("./a__switch/switch.css");');
    expect(registry).toContain('"a/switch/demos/Y/css": { load: () => demos0().then((chunk) => chunk.d1), scope: () => scope0().then((chunk) => chunk.s1) },');
    expect(registry).toContain('"a/switch/demos/X/system": { load: () => demos1().then((chunk) => chunk.d0)');
    expect(cssDemos).toContain('export * as d0 from "../../../content/a/switch/demos/X/css";');
    expect(cssDemos).toContain('export * as d1 from "../../../content/a/switch/demos/Y/css";');
    // Each module is imported once per chunk; a relative specifier is resolved from the demo's file.
    expect(cssScope?.match(/from "react"/g)).toHaveLength(1);
    expect(cssScope).toContain('import * as m1 from "../../../content/a/switch/demos/X/css.module.css";');
    expect(cssScope).toContain('export const s0: Record<string, unknown> = { "react": m0, "./css.module.css": m1 };');
    expect(cssScope).toContain('export const s1: Record<string, unknown> = { "react": m0 };');
  });

  it('names each folder registry after its folder', () => {
    expect(demoFolderRegistryFile('m/components/button')).toBe('demo-registries/m__components__button.ts');
    expect(demoFolderRegistryFile('')).toBe('demo-registries/_root.ts');
  });

  it('writes a client index with one loader per folder, not per demo', () => {
    const source = demoRegistryIndexSource(['m/components/button', 'docs-infra'], { tailwindCss: true });
    expect(source.startsWith("'use client';")).toBe(true);
    expect(source).toContain(`"docs-infra": () => import("./demo-registries/docs-infra"),`);
    expect(source).toContain(`"m/components/button": () => import("./demo-registries/m__components__button"),`);
    expect(source.match(/import\(/g)).toHaveLength(2);
    expect(source).toContain("import './tailwind-demos.css';");
    expect(demoRegistryIndexSource([], { tailwindCss: false })).not.toContain('tailwind');
  });
});
