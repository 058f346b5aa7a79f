import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatKilobytes } from '../src/api-reference/bundleSize';
import { bundleSizes, entryFromImport, packageOf } from './bundleSizes';

const root = path.resolve(import.meta.dirname, '..');

describe('entryFromImport and packageOf', () => {
  it('re-export the default or the named imports of a line, and name its package', () => {
    expect(entryFromImport("import Button from '@mui/material/Button';")).toBe("export { default } from '@mui/material/Button';");
    expect(entryFromImport("import { Dialog } from '@base-ui/react/dialog';")).toBe("export { Dialog } from '@base-ui/react/dialog';");
    expect(entryFromImport('const x = 1;')).toBeNull();
    expect(packageOf("import Button from '@mui/material/Button';")).toBe('@mui/material');
    expect(packageOf("import clsx from 'clsx';")).toBe('clsx');
  });
});

describe('formatKilobytes', () => {
  it('prints kilobytes of 1 000 bytes, one decimal under 100', () => {
    expect(formatKilobytes(12_345)).toBe('12.3 kB');
    expect(formatKilobytes(123_456)).toBe('123 kB');
  });
});

describe('bundleSizes', () => {
  let cacheDir = '';
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('measures each import once per installed version: a second run reads the cache', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'bundle-sizes-'));
    const lines = ["import visuallyHidden from '@mui/utils/visuallyHidden';", "import { Separator } from '@base-ui/react/separator';"];
    const first = await bundleSizes(root, lines, { cacheDir });
    expect(first.measured).toBe(2);
    const small = first.sizes[lines[0] ?? ''];
    expect(small).toMatchObject({ packageName: '@mui/utils', version: '9.5.0' });
    expect(small?.minified).toBeGreaterThan(50);
    expect(small?.gzip).toBeLessThan(small?.minified ?? 0);
    // React is left out: a Base UI part's bundle stays far below React DOM's own size.
    expect(first.sizes[lines[1] ?? '']?.minified).toBeLessThan(60_000);
    expect((await readdir(cacheDir)).sort()).toEqual(['@base-ui__react@1.9.0.json', '@mui__utils@9.5.0.json']);
    const second = await bundleSizes(root, lines, { cacheDir });
    expect(second.measured).toBe(0);
    expect(second.sizes).toEqual(first.sizes);
  });
});
