/**
 * `npx tsx scripts/checkContent.ts content/material-ui/components/menu [more folders]`: the quick check
 * of a content folder while writing it, without a build and without touching `.generated/`:
 *   - every `.mdx` has valid front matter, and each `<Demo name>` it uses has a demo;
 *   - every demo type-checks (strict, with the project's compiler options), and its TypeScript and
 *     its generated JavaScript both render on the server with no React warning and the same markup;
 *   - prints each page's demo count.
 * The full checks (browser, axe, search) still run in `npm test`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CssVarsProvider } from '@mui/joy/styles';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { compileDemo } from '../src/demos/liveCompile';
import { parseContentFile } from '../src/mdx/frontMatter';
import { createDocsTheme } from '../src/theme/docsTheme';
import { DEFAULT_THEME_STATE } from '../src/theme/themeState';
import { checkSnippets, snippetsOf } from './codeSnippets';
import { countDemos } from './contentCoverage';
import { importsOf, toJavaScript } from './demoSources';

const root = path.resolve(__dirname, '..');

function filesUnder(dir: string, extension: string): string[] {
  if (statSync(dir).isFile()) return dir.endsWith(extension) ? [dir] : [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file))
    .sort();
}

/** A CSS module's class names as the bundler would give them (each name maps to itself). */
const cssModule = { default: new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? name : undefined) }) };

async function render(code: string, fileName: string, dir: string): Promise<{ html: string; errors: string[] }> {
  const scope: Record<string, unknown> = {};
  for (const specifier of importsOf(code)) {
    if (specifier === 'react') continue;
    if (specifier.endsWith('.css')) scope[specifier] = cssModule;
    else scope[specifier] = await import(specifier.startsWith('.') ? path.join(dir, specifier) : specifier);
  }
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    const component = compileDemo(code, fileName, scope, React);
    // A Joy UI demo renders as its sandbox's entry renders it: in Joy's provider alone, with no Material
    // UI theme above (a Material icon given `sx` there has no theme to read and throws).
    // A Base UI demo renders in the docs theme, as on its page: its MUI System styling reads `theme.vars`.
    const element = React.createElement(component);
    const segments = dir.split(path.sep);
    const wrapped = segments.includes('joy-ui')
      ? React.createElement(CssVarsProvider, null, element)
      : segments.includes('base-ui')
        ? React.createElement(ThemeProvider, { theme: createDocsTheme(DEFAULT_THEME_STATE) }, element)
        : element;
    return { html: renderToString(wrapped), errors };
  } catch (error) {
    errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { html: '', errors };
  } finally {
    console.error = original;
  }
}

function typeCheck(files: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) return ['Could not read tsconfig.json'];
  // Next's ambient declarations (`*.module.css` imports of the CSS demo variants), which the project
  // gets through next-env.d.ts once Next has run.
  const program = ts.createProgram([...files, path.join(root, 'node_modules', 'next', 'types', 'global.d.ts')], { ...config.options, incremental: false, noEmit: true });
  const wanted = new Set(files.map((file) => path.resolve(file)));
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || wanted.has(path.resolve(d.file.fileName)))
    .map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file || d.start === undefined) return message;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${path.relative(root, d.file.fileName)}:${line + 1}:${character + 1} ${message}`;
    });
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (dirs.length === 0) throw new Error('Usage: npx tsx scripts/checkContent.ts <content folder> [more folders]');
  const problems: string[] = [];
  const demoFiles: string[] = [];
  const pages: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) throw new Error(`${dir} does not exist.`); // a folder, or single .mdx / demo .tsx files
    for (const file of filesUnder(dir, '.mdx')) {
      const relative = path.relative(root, file);
      pages.push(relative);
      try {
        const { frontMatter, body } = parseContentFile(readFileSync(file, 'utf8'), relative);
        const prose = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
        for (const match of prose.matchAll(/<Demo\s[^>]*\bname=["']([^"']+)["']/g)) {
          const name = match[1] ?? '';
          const demoDir = path.join(path.dirname(file), 'demos');
          if (!existsSync(path.join(demoDir, `${name}.tsx`)) && !existsSync(path.join(demoDir, name))) problems.push(`${relative}: <Demo name="${name}"> has no demos/${name}.tsx`);
        }
        console.log(`${relative}: "${frontMatter.title}", ${countDemos(body)} demos, components: ${(frontMatter.components ?? []).join(', ') || '(none)'}`);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
    demoFiles.push(...filesUnder(dir, '.tsx').filter((file) => file.split(path.sep).includes('demos')));
  }
  problems.push(...typeCheck(demoFiles));
  const snippets = snippetsOf(root, pages);
  problems.push(...checkSnippets(root, snippets));
  console.log(`${snippets.length} code blocks type-checked.`);
  for (const file of demoFiles) {
    const relative = path.relative(root, file);
    const source = readFileSync(file, 'utf8');
    const javascript = await toJavaScript(source, path.basename(file)).catch((error: unknown) => {
      problems.push(`${relative}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    const tsResult = await render(source, path.basename(file), path.dirname(file));
    problems.push(...tsResult.errors.map((error) => `${relative} (TS): ${error}`));
    if (javascript !== null) {
      const jsResult = await render(javascript, path.basename(file).replace(/\.tsx$/, '.js'), path.dirname(file));
      problems.push(...jsResult.errors.map((error) => `${relative} (JS): ${error}`));
      if (tsResult.errors.length === 0 && jsResult.errors.length === 0 && tsResult.html !== jsResult.html) problems.push(`${relative}: the JS variant renders different markup from the TS source`);
    }
    if (source.split('\n').length > 80) console.log(`note: ${relative} has ${source.split('\n').length} lines (aim for under 60)`);
  }
  console.log(`\n${demoFiles.length} demos checked.`);
  if (problems.length > 0) {
    console.log(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('No problems found.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
