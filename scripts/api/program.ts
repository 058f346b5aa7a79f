/**
 * One TypeScript program per package: the checker and the exports of its entry `.d.ts`.
 * Errors say which package could not be read and why, so the build fails loudly instead of emptily.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface PackageProgram {
  packageName: string;
  /** Absolute directory of the package, with forward slashes and a trailing slash. */
  packageDir: string;
  checker: ts.TypeChecker;
  /** The entry's exports, aliases resolved, by export name. */
  exports: Map<string, ts.Symbol>;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  strict: true,
  skipLibCheck: true,
  types: [],
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
};

/** Resolves an export alias (`export { default as Button }`) to the symbol it names. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Builds the program for `node_modules/<packageName>/<entry>` under `root`; throws when it has no readable exports. */
export function loadPackage(root: string, packageName: string, entry = 'index.d.ts'): PackageProgram {
  const packageDir = path.join(root, 'node_modules', packageName);
  const entryFile = path.join(packageDir, entry);
  if (!existsSync(entryFile)) {
    throw new Error(`Cannot read the types of ${packageName}: ${path.relative(root, entryFile)} does not exist. Run npm install.`);
  }
  const program = ts.createProgram([entryFile], COMPILER_OPTIONS);
  const source = program.getSourceFile(entryFile);
  const checker = program.getTypeChecker();
  const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!moduleSymbol) throw new Error(`Cannot read the types of ${packageName}: ${path.relative(root, entryFile)} is not a module.`);
  const exports = new Map<string, ts.Symbol>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) exports.set(symbol.getName(), symbol);
  if (exports.size === 0) throw new Error(`Cannot read the types of ${packageName}: ${path.relative(root, entryFile)} exports nothing.`);
  return { packageName, packageDir: `${packageDir.split(path.sep).join('/')}/`, checker, exports };
}
