/**
 * The TypeScript program of the documented packages: the checker and the exports of each entry `.d.ts`.
 * Packages loaded together share one program, so the types they have in common (the DOM and ES
 * libraries, React) are parsed and bound once.
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
  /** The whole program (shared by the packages loaded together). */
  program: ts.Program;
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

export interface PackageEntry {
  packageName: string;
  /** The entry `.d.ts`, relative to the package (default `index.d.ts`). */
  entry?: string;
}

/**
 * Builds one program for the entries `node_modules/<packageName>/<entry>` under `root` and returns each
 * package's view of it, in order; throws when an entry is missing or has no readable exports.
 */
export function loadPackages(root: string, packages: readonly PackageEntry[]): PackageProgram[] {
  const entries = packages.map(({ packageName, entry = 'index.d.ts' }) => {
    const packageDir = path.join(root, 'node_modules', packageName);
    const entryFile = path.join(packageDir, entry);
    if (!existsSync(entryFile)) {
      throw new Error(`Cannot read the types of ${packageName}: ${path.relative(root, entryFile)} does not exist. Run npm install.`);
    }
    return { packageName, packageDir, entryFile };
  });
  const program = ts.createProgram(
    entries.map((e) => e.entryFile),
    COMPILER_OPTIONS,
  );
  const checker = program.getTypeChecker();
  return entries.map(({ packageName, packageDir, entryFile }) => packageView(root, program, checker, packageName, packageDir, entryFile));
}

/** Builds the program for one package; see `loadPackages`. */
export function loadPackage(root: string, packageName: string, entry = 'index.d.ts'): PackageProgram {
  const [pkg] = loadPackages(root, [{ packageName, entry }]);
  if (!pkg) throw new Error(`Cannot read the types of ${packageName}.`);
  return pkg;
}

function packageView(root: string, program: ts.Program, checker: ts.TypeChecker, packageName: string, packageDir: string, entryFile: string): PackageProgram {
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
  if (!moduleSymbol) throw new Error(`Cannot read the types of ${packageName}: ${path.relative(root, entryFile)} is not a module.`);
  const exports = new Map<string, ts.Symbol>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) exports.set(symbol.getName(), symbol);
  if (exports.size === 0) throw new Error(`Cannot read the types of ${packageName}: ${path.relative(root, entryFile)} exports nothing.`);
  return { packageName, packageDir: `${packageDir.split(path.sep).join('/')}/`, checker, program, exports };
}
