import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoIds, parseShard, shardOf, writeDemoCodeFiles } from './demoCodeFiles';
import type { DemoData } from '../src/demos/demoData';
import { parseDemoCodeFile } from '../src/demos/demoCodeViewTypes';

describe('demo code files', () => {
  it('splits the demos between shards, each demo in exactly one', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(shardOf(ids, 0, 2)).toEqual(['a', 'c', 'e']);
    expect(shardOf(ids, 1, 2)).toEqual(['b', 'd']);
    expect(shardOf(ids, 0, 1)).toEqual(ids);
  });

  it('reads --shard=<index>/<count> and refuses anything else with the form to write', () => {
    expect(parseShard(['out', '--shard=1/2'])).toEqual({ index: 1, count: 2 });
    expect(parseShard(['out'])).toBeNull();
    expect(() => parseShard(['--shard=2/2'])).toThrow('--shard=2/2 is not a shard; write --shard=<index>/<count> with index < count');
    expect(() => parseShard(['--shard=x'])).toThrow('is not a shard');
  });

  it('writes, for each demo of the data folder, a code file the code panel accepts, with every full view highlighted', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'demo-code-'));
    const demosDir = path.join(root, 'demos');
    const data = {
      variants: [{ styling: 'system', ts: 'const a: number = 1;\n', js: 'const a = 1;\n', tsPreview: null, jsPreview: null, extraFiles: [{ name: 'demo.module.css', source: '.a { color: red; }\n' }] }],
    } as unknown as DemoData;
    await mkdir(path.join(demosDir, 'x', 'demos'), { recursive: true });
    await writeFile(path.join(demosDir, 'x', 'demos', 'One.json'), JSON.stringify(data));
    expect(await demoIds(demosDir)).toEqual(['x/demos/One']);
    const outDir = path.join(root, 'out');
    expect(await writeDemoCodeFiles(['x/demos/One'], outDir, demosDir)).toBe(1);
    const file = parseDemoCodeFile(JSON.parse(await readFile(path.join(outDir, 'x', 'demos', 'One.json'), 'utf8')), 'test');
    expect(file.views.map(({ key, lang, kind, styling, file: name }) => ({ key, lang, kind, styling, name }))).toEqual([
      { key: 'system-ts', lang: 'TS', kind: 'full', styling: 'any', name: undefined },
      { key: 'system-js', lang: 'JS', kind: 'full', styling: 'any', name: undefined },
      { key: 'system-demo.module.css', lang: 'any', kind: 'full', styling: 'any', name: 'demo.module.css' },
    ]);
    for (const view of file.views) expect(view.html).toMatch(/^<pre class="shiki [^"]*"[^>]* tabindex="0"/);
    expect(file.views[0]?.html).toContain('number');
  });

  it('names the missing data folder and the step that writes it', async () => {
    await expect(demoIds(path.join(os.tmpdir(), 'no-such-demos-folder'))).rejects.toThrow('no-such-demos-folder is missing; run the prebuild first (npm run build does).');
  });
});
