import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRegistrySource, findDemos } from './demoRegistry';

describe('demo registry', () => {
  it('finds only .tsx files directly inside demos/ folders', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'demos-'));
    await mkdir(path.join(root, 'a/components/button/demos'), { recursive: true });
    await writeFile(path.join(root, 'a/components/button/demos/Basic.tsx'), '');
    await writeFile(path.join(root, 'a/components/button/demos/notes.md'), '');
    await writeFile(path.join(root, 'a/components/button/Other.tsx'), '');
    expect(await findDemos(root)).toEqual(['a/components/button/demos/Basic']);
  });

  it('writes one lazy import per demo', () => {
    const source = demoRegistrySource(['a/demos/X']);
    expect(source).toContain(`"a/demos/X": lazy(() => import("../content/a/demos/X")),`);
    expect(source.startsWith("'use client';")).toBe(true);
  });
});
