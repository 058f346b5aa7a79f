/**
 * Turns the demos found under content/ into their build-time data (both variants, previews, extra
 * files, dependency versions) and the Tailwind stylesheet of the Tailwind variants.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { TAILWIND_DARK_VARIANT, tailwindThemeBlock } from '../src/demos/tailwindTheme';
import type { DemoData, DemoVariantData } from '../src/demos/demoData';
import { clientOnlyMarks } from './clientOnlyDemos';
import type { FoundDemo } from './demoRegistry';
import { dependenciesOf, extractPreview, importsOf, toJavaScript } from './demoSources';

const versions = new Map<string, Promise<string>>();

/** The exact installed version of `name`, read from node_modules once per process (some manifests are large). */
export function installedVersion(root: string, name: string): Promise<string> {
  const key = path.join(root, 'node_modules', name, 'package.json');
  let version = versions.get(key);
  if (!version) {
    version = readFile(key, 'utf8').then((text) => (JSON.parse(text) as { version: string }).version);
    versions.set(key, version);
  }
  return version;
}

/** Data of one demo, plus each module's imports (for the registry's live-editing scope). */
export async function demoData(root: string, demo: FoundDemo): Promise<{ data: DemoData; imports: Map<string, string[]> }> {
  const content = path.join(root, 'content');
  const imports = new Map<string, string[]>();
  const variants: DemoVariantData[] = [];
  const packages = new Set<string>();
  for (const variant of demo.variants) {
    const file = path.join(content, `${variant.moduleId}.tsx`);
    const ts = await readFile(file, 'utf8');
    const specifiers = importsOf(ts);
    imports.set(variant.moduleId, specifiers);
    for (const name of dependenciesOf(specifiers)) packages.add(name);
    const js = await toJavaScript(ts, path.basename(file)).catch((error: unknown) => {
      throw new Error(`content/${variant.moduleId}.tsx: ${error instanceof Error ? error.message : String(error)}`);
    });
    const extraFiles = await Promise.all(
      specifiers
        .filter((specifier) => specifier.startsWith('./'))
        .map(async (specifier) => ({ name: specifier.slice(2), source: await readFile(path.join(path.dirname(file), specifier), 'utf8') })),
    );
    variants.push({
      styling: variant.styling,
      moduleId: variant.moduleId,
      ts,
      js,
      tsPreview: extractPreview(ts),
      jsPreview: extractPreview(js, 'Demo.jsx'),
      extraFiles,
    });
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...packages].sort()) dependencies[name] = await installedVersion(root, name);
  // `<folder>/demos/<name>` (or `<folder>/demos/<name>/` for a demo in several stylings).
  const marks = await clientOnlyMarks(path.join(content, path.dirname(demo.id)));
  return { data: { id: demo.id, name: demo.name, variants, dependencies, clientOnly: marks.get(demo.name) ?? null }, imports };
}

/** Tailwind v4 entry: theme variables and utilities, no preflight (the page has its own base styles). */
const TAILWIND_ENTRY = [
  '@layer theme, utilities;',
  '@import "tailwindcss/theme.css" layer(theme);',
  '@import "tailwindcss/utilities.css" layer(utilities);',
  // The site marks dark mode with a class on <html>; the site's tokens are the theme (src/demos/tailwindTheme.ts).
  TAILWIND_DARK_VARIANT,
  tailwindThemeBlock(),
  '',
].join('\n');

/** Compiles the utilities used by the Tailwind demo files (`content/**\/demos/*\/tailwind.tsx`). */
export async function tailwindDemoCss(root: string): Promise<{ css: string; files: string[] }> {
  const compiler = await compile(TAILWIND_ENTRY, { base: root, onDependency: () => {} });
  const scanner = new Scanner({ sources: [{ base: path.join(root, 'content'), pattern: '**/demos/*/tailwind.tsx', negated: false }] });
  const candidates = scanner.scan();
  return { css: compiler.build(candidates), files: scanner.files };
}
