import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoFolderRegistryFile, demoFolderRegistrySource, demoRegistryIndexSource, findDemos, groupByDemoFolder } from './demoRegistry';

/** Folders made by `tree`, removed after each test. */
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function tree(files: string[]) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'demos-'));
  roots.push(root);
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), '');
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

  it('writes, per folder, a component loader and an import scope per module', () => {
    const source = demoFolderRegistrySource(new Map([['a/demos/X/css', ['react', './css.module.css']]]));
    expect(source).toContain(`load: () => import("../../content/a/demos/X/css"),`);
    expect(source).toContain(`"./css.module.css": await import("../../content/a/demos/X/css.module.css"),`);
    expect(source).toContain(`"react": await import("react"),`);
  });

  it('groups modules by the folder that holds demos/, and names each folder registry after it', () => {
    const folders = groupByDemoFolder(
      new Map([
        ['m/components/button/demos/Basic', ['react']],
        ['m/components/button/demos/Sizes', []],
        ['docs-infra/demos/Crash', []],
      ]),
    );
    expect([...folders.keys()]).toEqual(['m/components/button', 'docs-infra']);
    expect([...(folders.get('m/components/button')?.keys() ?? [])]).toEqual(['m/components/button/demos/Basic', 'm/components/button/demos/Sizes']);
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
