/**
 * The cost of importing one component: each API page's import line (`import Button from
 * '@mui/material/Button'`) bundled alone with esbuild, minified, React and ReactDOM left out (an app
 * has them anyway), then gzipped. Run by scripts/prebuild.ts after the API data; results are cached in
 * `.cache/bundle-sizes/<package>@<version>.json`, so a build measures a package again only when its
 * installed version changes. Written to `.generated/api/bundle-sizes.json` for the API pages.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BundleSize, BundleSizes } from '../src/api-reference/bundleSize';

/** An import line as an entry module that re-exports what it imports; null for a line it cannot read. */
export function entryFromImport(line: string): string | null {
  const match = /^import\s+(.+?)\s+from\s+(['"][^'"]+['"]);?$/.exec(line.trim());
  if (!match) return null;
  const [, clause = '', source = ''] = match;
  if (/^[A-Za-z_$][\w$]*$/.test(clause)) return `export { default } from ${source};`;
  if (/^\{[^}]*\}$/.test(clause)) return `export ${clause} from ${source};`;
  return null;
}

/** The package an import line reads from (`@mui/material/Button` → `@mui/material`). */
export function packageOf(line: string): string | null {
  const source = /from\s+['"]([^'"]+)['"]/.exec(line)?.[1];
  if (!source) return null;
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'];

/** Bundles `entry` (a module's text) from `root` and measures it. */
export async function measureBundle(entry: string, root: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

async function installedVersion(root: string, packageName: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Sizes for every import line, measured `concurrency` at a time or read from the per-version cache. */
export async function bundleSizes(
  root: string,
  importLines: readonly string[],
  { concurrency = 4, cacheDir = path.join(root, '.cache', 'bundle-sizes') }: { concurrency?: number; cacheDir?: string } = {},
): Promise<{ sizes: BundleSizes; measured: number }> {
  const byPackage = new Map<string, string[]>();
  for (const line of new Set(importLines)) {
    const name = packageOf(line);
    if (name && entryFromImport(line)) byPackage.set(name, [...(byPackage.get(name) ?? []), line]);
  }
  const sizes: BundleSizes = {};
  let measured = 0;
  await mkdir(cacheDir, { recursive: true });
  for (const [name, lines] of byPackage) {
    const version = await installedVersion(root, name);
    const cacheFile = path.join(cacheDir, `${name.replace('/', '__')}@${version}.json`);
    const cache = JSON.parse(await readFile(cacheFile, 'utf8').catch(() => '{}')) as Record<string, BundleSize>;
    const missing = lines.filter((line) => !cache[line]);
    let next = 0;
    const lane = async () => {
      for (let index = next++; index < missing.length; index = next++) {
        const line = missing[index] ?? '';
        cache[line] = await measureBundle(entryFromImport(line) ?? '', root);
        measured++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, lane));
    if (missing.length > 0) await writeFile(cacheFile, JSON.stringify(cache));
    for (const line of lines) {
      const size = cache[line];
      if (size) sizes[line] = { ...size, packageName: name, version };
    }
  }
  return { sizes, measured };
}
