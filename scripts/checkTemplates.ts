/**
 * Renders templates on the server under the theme their page gives them and reports what a reader
 * would hit first: React warnings, a missing or repeated h1, skipped heading levels.
 * `npx tsx scripts/checkTemplates.ts [--product joy-ui] [id …]` (Material UI's templates by default,
 * all of the product's templates when no id is given); exits 1 on a problem.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import JoyCssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';

type Product = 'material-ui' | 'joy-ui';

function templatesDir(product: Product): string {
  return path.join('content', product, 'templates');
}

/** The template under the provider its page gives it: Material's CSS-variables theme, or Joy's. */
function themed(product: Product, Template: React.ComponentType): React.ReactElement {
  if (product === 'joy-ui') {
    return React.createElement(JoyCssVarsProvider, { defaultMode: 'light' }, React.createElement(JoyCssBaseline), React.createElement(Template));
  }
  const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });
  return React.createElement(ThemeProvider, { theme }, React.createElement(CssBaseline), React.createElement(Template));
}

/** `sign-in-side` → `SignInSide`: the entry file's and component's name. */
export function entryName(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Problems with the heading outline of `html`: exactly one h1, and no level skipped going down. */
export function headingProblems(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  const problems: string[] = [];
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements (a template is one page: exactly one h1)`);
  for (let i = 1; i < levels.length; i++) {
    const previous = levels[i - 1] ?? 1;
    const level = levels[i] ?? 1;
    if (level > previous + 1) problems.push(`h${previous} is followed by h${level}`);
  }
  return problems;
}

async function check(product: Product, id: string): Promise<string[]> {
  const file = path.resolve(templatesDir(product), id, `${entryName(id)}.tsx`);
  if (!existsSync(file)) return [`${file} does not exist`];
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    const loaded = (await import(file)) as { default?: React.ComponentType };
    if (typeof loaded.default !== 'function') return [`${file} has no default export component`];
    const html = renderToString(themed(product, loaded.default));
    return [...errors.map((error) => `React: ${error.split('\n')[0]}`), ...headingProblems(html)];
  } catch (error) {
    return [...errors, `render threw: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    console.error = original;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const productFlag = args.indexOf('--product');
  const productArg = productFlag === -1 ? 'material-ui' : args.splice(productFlag, 2)[1];
  if (productArg !== 'material-ui' && productArg !== 'joy-ui') {
    console.error(`--product must be material-ui or joy-ui, not "${productArg ?? ''}".`);
    process.exitCode = 1;
    return;
  }
  const product: Product = productArg;
  const dir = templatesDir(product);
  const ids = args.length > 0 ? args : readdirSync(dir).filter((entry) => existsSync(path.join(dir, entry, `${entryName(entry)}.tsx`)));
  let failed = false;
  for (const id of ids) {
    const problems = await check(product, id);
    console.log(problems.length === 0 ? `${id}: ok` : `${id}:\n  ${problems.join('\n  ')}`);
    if (problems.length > 0) failed = true;
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
