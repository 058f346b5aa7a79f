/**
 * Every demo's code, as a reader copies it, runs: the TypeScript source and the JavaScript variant the
 * prebuild generated are each compiled the way the live editor does (src/demos/liveCompile.ts),
 * rendered to HTML, and must render the same markup with no React warning. Reads `.generated/demos/`,
 * which `npm test` writes (the prebuild) before the unit tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { importsOf } from '../../scripts/demoSources';
import type { DemoData } from './demoData';
import { compileDemo } from './liveCompile';

const DEMOS = path.join(process.cwd(), '.generated', 'demos');

function demoFiles(): string[] {
  if (!existsSync(DEMOS)) return [];
  return readdirSync(DEMOS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** A CSS module's class names, as the bundler would give them (each name maps to itself). */
const cssModule = { default: new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? name : undefined) }) };

async function scopeOf(source: string): Promise<Record<string, unknown>> {
  const scope: Record<string, unknown> = {};
  for (const specifier of importsOf(source)) {
    if (specifier === 'react') continue;
    scope[specifier] = specifier.endsWith('.css') ? cssModule : await import(/* @vite-ignore */ specifier);
  }
  return scope;
}

/**
 * A demo runs under the provider of the reader's sandbox (src/demos/sandbox.ts): a Joy demo under Joy's,
 * a Base UI demo that depends on Material UI under Material UI's theme with CSS variables; others alone.
 */
async function providerFor(moduleId: string, dependencies: Record<string, string>): Promise<React.ComponentType<{ children: React.ReactNode }> | null> {
  if (moduleId.startsWith('joy-ui/')) {
    const { CssVarsProvider } = await import('@mui/joy/styles');
    return CssVarsProvider as React.ComponentType<{ children: React.ReactNode }>;
  }
  if (!('@base-ui/react' in dependencies && '@mui/material' in dependencies)) return null;
  const { ThemeProvider, createTheme } = await import('@mui/material/styles');
  const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });
  return function MaterialTheme({ children }: { children: React.ReactNode }) {
    return React.createElement(ThemeProvider, { theme }, children);
  };
}

async function render(code: string, fileName: string, moduleId: string, dependencies: Record<string, string>): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  try {
    const component = compileDemo(code, fileName, await scopeOf(code), React);
    const Provider = await providerFor(moduleId, dependencies);
    const element = React.createElement(component);
    return { html: renderToString(Provider ? React.createElement(Provider, null, element) : element), errors };
  } finally {
    spy.mockRestore();
  }
}

const files = demoFiles();

describe('generated demo code', () => {
  it('finds the demos the prebuild wrote', () => {
    expect(files.length, 'run `npx tsx scripts/prebuild.ts` first').toBeGreaterThan(0);
  });

  for (const file of files) {
    const data = JSON.parse(readFileSync(path.join(DEMOS, file), 'utf8')) as DemoData;
    for (const variant of data.variants) {
      if (data.clientOnly !== null) {
        // Marked client-only (it reads the window as it renders): there is no window here, so both
        // versions are compiled, and e2e/demo-ssr.spec.ts sees one render in the browser.
        it(`${variant.moduleId} (client-only): the TypeScript and the generated JavaScript compile to components`, async () => {
          expect(typeof compileDemo(variant.ts, `${data.name}.tsx`, await scopeOf(variant.ts), React)).toBe('function');
          expect(typeof compileDemo(variant.js, `${data.name}.js`, await scopeOf(variant.js), React)).toBe('function');
        });
        continue;
      }
      it(`${variant.moduleId}: the TypeScript and the generated JavaScript render the same, with no warning`, async () => {
        const ts = await render(variant.ts, `${data.name}.tsx`, variant.moduleId, data.dependencies);
        const js = await render(variant.js, `${data.name}.js`, variant.moduleId, data.dependencies);
        expect(ts.errors, ts.errors.join('\n')).toEqual([]);
        expect(js.errors, js.errors.join('\n')).toEqual([]);
        expect(ts.html.length).toBeGreaterThan(0);
        expect(js.html).toBe(ts.html);
      });
    }
  }
});
