/**
 * Everything a package marks `@deprecated` in its type definitions: exports of its entry modules (the
 * package root and each folder's `index.d.ts`, e.g. `@mui/material/styles`) and props of its documented
 * components. The Deprecated APIs page is generated from this, never written by hand.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ApiComponent, ApiDeprecation } from '../../src/api-reference/types';
import { rowId } from '../../src/api-reference/typeLinks';
import { symbolDocs, tagValue } from './jsdoc';
import type { PackageProgram } from './program';

/** A `@deprecated` tag on an `export { … } from` statement: TypeScript gives it to no symbol, so read the statement. */
function statementDeprecation(symbol: ts.Symbol): string | null {
  for (const declaration of symbol.declarations ?? []) {
    if (!ts.isExportSpecifier(declaration)) continue;
    const tag = ts.getJSDocTags(declaration.parent.parent).find((candidate) => candidate.tagName.text === 'deprecated');
    if (tag) return (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
  }
  return null;
}

/**
 * The `@deprecated` text of an export, or null: on the export statement, on any re-export on the way
 * (`utils/index` → `utils/createSvgIcon` → `SvgIcon/createSvgIcon`), or on what it finally names.
 */
function deprecationOf(checker: ts.TypeChecker, exported: ts.Symbol): string | null {
  let symbol: ts.Symbol | undefined = exported;
  const seen = new Set<ts.Symbol>();
  while (symbol && !seen.has(symbol)) {
    seen.add(symbol);
    const docs = symbolDocs(checker, symbol);
    if (docs.tags.has('deprecated')) return tagValue(docs, 'deprecated') ?? '';
    const onStatement = statementDeprecation(symbol);
    if (onStatement !== null) return onStatement;
    symbol = symbol.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(symbol) : undefined;
  }
  return null;
}

/** Deprecated exports of every entry module of `pkg` loaded in its program; `pageOf` links documented ones. */
export function deprecatedExports(pkg: PackageProgram, pageOf: (name: string) => string | null): ApiDeprecation[] {
  const { checker, program, packageDir, packageName } = pkg;
  const found = new Map<string, ApiDeprecation>();
  const entries = program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => file.startsWith(packageDir) && !file.slice(packageDir.length).includes('node_modules/') && path.basename(file) === 'index.d.ts')
    // Shallow paths first, so an export reachable from the root is listed with the root import.
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  for (const fileName of entries) {
    const source = program.getSourceFile(fileName);
    const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
    if (!moduleSymbol) continue;
    const folder = path.posix.dirname(fileName.slice(packageDir.length));
    const importPath = folder === '.' ? packageName : `${packageName}/${folder}`;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      if (name === 'default' || found.has(name)) continue;
      const message = deprecationOf(checker, exported);
      if (message === null) continue;
      found.set(name, { kind: 'export', packageName, name, importPath, message, href: pageOf(name) });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Deprecated props of documented components, each linked to its row on the component's API page. */
export function deprecatedProps(components: readonly Pick<ApiComponent, 'name' | 'packageName' | 'pathname' | 'anchor' | 'props'>[]): ApiDeprecation[] {
  return components.flatMap((component) =>
    component.props
      .filter((prop) => prop.deprecated !== null)
      .map((prop) => ({
        kind: 'prop' as const,
        packageName: component.packageName,
        name: prop.name,
        component: component.name,
        message: prop.deprecated ?? '',
        href: component.pathname ? `${component.pathname}#${rowId('prop', prop.name, component.anchor)}` : null,
      })),
  );
}
