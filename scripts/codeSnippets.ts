/**
 * The ```tsx and ```ts blocks of the docs are code readers copy, so they are compiled like demos: each
 * block is type-checked (strict, the project's compiler options) as a module of its own, placed in its
 * page's folder so package imports resolve as they would in an app.
 *
 * Module augmentations (`declare module '@mui/material/styles'`) are global to a TypeScript program,
 * so a page whose blocks augment anything gets a program of its own (its blocks are checked together,
 * as a reader following that page would write them); every other block shares one program. Source
 * files of the packages are parsed once and reused by every program.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One checked code block. */
export interface CodeSnippet {
  /** The page's content file, relative to the repository root. */
  page: string;
  /** 1-based line in the page where the block's code starts (the line after the fence). */
  line: number;
  language: 'ts' | 'tsx';
  code: string;
}

/** The checked languages; other fences (bash, css, json, html, text, diff) are not compiled. */
const CHECKED = new Set(['ts', 'tsx']);

/** The ```ts / ```tsx blocks of one MDX or Markdown source (after its front matter, or the whole file). */
export function extractSnippets(source: string, page: string): CodeSnippet[] {
  const snippets: CodeSnippet[] = [];
  // Fences may be indented (a block inside a list item); the indentation is not part of the code.
  const fence = /^([ \t]*)(```|~~~)([A-Za-z]*)[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
  for (const match of source.matchAll(fence)) {
    const language = (match[3] ?? '').toLowerCase();
    if (!CHECKED.has(language)) continue;
    const indent = match[1] ?? '';
    const line = source.slice(0, match.index).split('\n').length + 1;
    const code = (match[4] ?? '')
      .split('\n')
      .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
      .join('\n');
    snippets.push({ page, line, language: language as CodeSnippet['language'], code });
  }
  return snippets;
}

/**
 * Whether a block changes declarations other files see (and so needs a program of its own page): a module
 * augmentation, a global declaration, or an import of a package's augmentation module
 * (`import type {} from '@mui/material/themeCssVarsAugmentation'`).
 */
export function augmentsGlobals(code: string): boolean {
  return /^\s*declare\s+(module\s+['"]|global\b)/m.test(code) || /^\s*import\b[^;]*['"][^'"]*Augmentation['"]/m.test(code);
}

/** Where a block is compiled: a file that does not exist on disk, beside its page, named after its line. */
export function snippetFileName(root: string, snippet: CodeSnippet): string {
  const page = path.join(root, snippet.page);
  return path.join(path.dirname(page), `${path.basename(page).replace(/\.mdx?$/, '')}.code-L${snippet.line}.${snippet.language}`);
}

function compilerOptions(root: string): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('Could not read tsconfig.json');
  return {
    ...config.options,
    incremental: false,
    noEmit: true,
    // Every block is a module even without imports, so two blocks may both declare `App`.
    moduleDetection: ts.ModuleDetectionKind.Force,
    // The site's path aliases are not something a reader's app has.
    paths: undefined,
    plugins: undefined,
  };
}

/** One message per type error, as `content/…/page.mdx:line:column message`, in page order. */
export function checkSnippets(root: string, snippets: readonly CodeSnippet[]): string[] {
  if (snippets.length === 0) return [];
  const options = compilerOptions(root);
  const byFile = new Map(snippets.map((snippet) => [snippetFileName(root, snippet), snippet]));
  // What a reader's bundler declares for them (Next's and Vite's client types): CSS files are importable.
  const environment = path.join(root, 'content', 'code-blocks-env.d.ts');
  const environmentCode = "declare module '*.css';\n";

  const base = ts.createCompilerHost(options, true);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (file) => byFile.has(path.resolve(file)) || path.resolve(file) === environment || base.fileExists(file),
    readFile: (file) => byFile.get(path.resolve(file))?.code ?? (path.resolve(file) === environment ? environmentCode : base.readFile(file)),
    getSourceFile: (file, languageVersion, onError, shouldCreate) => {
      if (path.resolve(file) === environment) return ts.createSourceFile(file, environmentCode, languageVersion, true, ts.ScriptKind.TS);
      const snippet = byFile.get(path.resolve(file));
      if (snippet) return ts.createSourceFile(file, snippet.code, languageVersion, true, snippet.language === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      // Library and package files are the same for every program: parse each once.
      if (!parsed.has(file)) parsed.set(file, base.getSourceFile(file, languageVersion, onError, shouldCreate));
      return parsed.get(file);
    },
  };

  const shared: string[] = [];
  const ownProgram = new Map<string, string[]>();
  const augmentingPages = new Set(snippets.filter((snippet) => augmentsGlobals(snippet.code)).map((snippet) => snippet.page));
  for (const [file, snippet] of byFile) {
    if (augmentingPages.has(snippet.page)) ownProgram.set(snippet.page, [...(ownProgram.get(snippet.page) ?? []), file]);
    else shared.push(file);
  }

  const problems: Array<{ snippet: CodeSnippet; offset: number; message: string }> = [];
  for (const files of [shared, ...ownProgram.values()]) {
    if (files.length === 0) continue;
    const program = ts.createProgram([environment, ...files], options, host);
    for (const file of files) {
      const snippet = byFile.get(file);
      const sourceFile = program.getSourceFile(file);
      if (!snippet || !sourceFile) continue;
      for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
        problems.push({ snippet, offset: diagnostic.start ?? 0, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') });
      }
    }
  }
  return problems
    .map(({ snippet, offset, message }) => {
      const before = snippet.code.slice(0, offset).split('\n');
      const line = snippet.line + before.length - 1;
      const column = (before.at(-1)?.length ?? 0) + 1;
      return { page: snippet.page, line, text: `${snippet.page}:${line}:${column} ${message}` };
    })
    .sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line)
    .map((problem) => problem.text);
}

/** The blocks of the given content files (paths relative to `root`). */
export function snippetsOf(root: string, pages: readonly string[]): CodeSnippet[] {
  return pages.flatMap((page) => extractSnippets(readFileSync(path.join(root, page), 'utf8'), page));
}
