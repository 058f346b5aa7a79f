/**
 * Build-time processing of demo sources: the JavaScript variant of each TypeScript demo (types
 * stripped by Sucrase, which keeps the author's line layout, then formatted by Prettier), the short
 * JSX preview shown in the collapsed code view, and the npm packages a demo imports.
 */
import { transform } from 'sucrase';
import * as prettier from 'prettier';
import ts from 'typescript';

/** The longest returned JSX that still counts as a preview (in lines). */
export const PREVIEW_MAX_LINES = 16;

export const PRETTIER_OPTIONS: prettier.Options = {
  printWidth: 85,
  singleQuote: true,
  trailingComma: 'all',
  jsxSingleQuote: false,
};

/** The JavaScript variant of a TypeScript demo: what a reader without TypeScript would write. */
export async function toJavaScript(tsSource: string, fileName = 'Demo.tsx'): Promise<string> {
  let stripped: string;
  try {
    stripped = transform(tsSource, {
      transforms: ['typescript', 'jsx'],
      jsxRuntime: 'preserve',
      disableESTransforms: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw new Error(`Could not strip the types of ${fileName}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return prettier.format(stripped, { ...PRETTIER_OPTIONS, parser: 'babel' });
}

/** Removes the indentation common to every non-blank line. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

function isJsx(node: ts.Node): boolean {
  return ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node);
}

/** The function the module exports by default: `export default function X() {}` or `export default X`. */
function defaultExportedFunction(file: ts.SourceFile): ts.FunctionLikeDeclaration | undefined {
  let exportedName: string | undefined;
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return statement;
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const expression = statement.expression;
      if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return expression;
      if (ts.isIdentifier(expression)) exportedName = expression.text;
    }
  }
  if (!exportedName) return undefined;
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === exportedName) return statement;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && declaration.name.text === exportedName && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return init;
      }
    }
  }
  return undefined;
}

/**
 * The JSX the default export returns, dedented, when it is at most PREVIEW_MAX_LINES lines: the part of
 * a demo worth seeing at a glance. Null when there is none (no JSX return, or it is longer).
 */
export function extractPreview(source: string, fileName = 'Demo.tsx'): string | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.js') || fileName.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.TSX);
  const fn = defaultExportedFunction(file);
  if (!fn?.body) return null;
  let jsx: ts.Expression | undefined;
  if (ts.isBlock(fn.body)) {
    // Only the function's own top-level return: a return inside a callback or a branch is not "the" JSX.
    for (const statement of fn.body.statements) {
      if (ts.isReturnStatement(statement) && statement.expression) jsx = statement.expression;
    }
  } else {
    jsx = fn.body;
  }
  while (jsx && ts.isParenthesizedExpression(jsx)) jsx = jsx.expression;
  if (!jsx || !isJsx(jsx)) return null;
  const start = jsx.getStart(file);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  // Keep the first line's indentation so dedenting aligns it with the lines after it.
  const text = dedent(' '.repeat(start - lineStart) + source.slice(start, jsx.getEnd()));
  return text.split('\n').length <= PREVIEW_MAX_LINES ? text : null;
}

/** The npm package of an import specifier (`@mui/material/Button` → `@mui/material`); null for relative ones. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The module specifiers a source imports (value and type imports), in order of appearance. */
export function importsOf(source: string): string[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
  }
  // A module imported by two statements (`import Tab from …` and `import { tabClasses } from …`) is one entry.
  return [...new Set(found)];
}

/**
 * Packages a demo needs to run outside the docs, given its imports: peer dependencies the imports
 * do not name (Emotion for MUI's styled engine, react-dom) are added.
 */
export function dependenciesOf(imports: readonly string[]): string[] {
  const packages = new Set<string>(['react', 'react-dom']);
  for (const specifier of imports) {
    const name = packageOf(specifier);
    if (name) packages.add(name);
  }
  if ([...packages].some((name) => name === '@mui/material' || name === '@mui/system' || name === '@mui/joy' || name === '@mui/icons-material')) {
    packages.add('@emotion/react');
    packages.add('@emotion/styled');
  }
  if (packages.has('@mui/icons-material')) packages.add('@mui/material');
  return [...packages].sort();
}
