/**
 * Every Joy UI demo renders as its sandbox export renders it (src/demos/sandbox.ts): inside Joy's
 * `CssVarsProvider` alone. On the site a Material UI theme stands above every demo, so a Joy demo that
 * relies on it (a Material icon styled with `sx`) works here and throws in the reader's sandbox.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CssVarsProvider } from '@mui/joy/styles';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../../content/joy-ui');

function demoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return demoFiles(full);
    return path.basename(dir) === 'demos' && entry.endsWith('.tsx') ? [full] : [];
  });
}

const files = demoFiles(ROOT);

describe('Joy UI demos in their sandbox setup', () => {
  it('finds the demos', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s renders in Joy’s provider alone', async (_name, file) => {
    const demo = (await import(file)) as { default: ComponentType };
    expect(renderToString(createElement(CssVarsProvider, null, createElement(demo.default)))).not.toBe('');
  });
});
