/**
 * Base UI (`@base-ui/react`): each namespace export (`Switch`) holds parts (`Switch.Root`), each a
 * component with its own props; hooks (`useRender`) are documented on hooks-api tab pages.
 */
import ts from 'typescript';
import type { ApiComponent, ApiHook, ApiSkipped } from '../../src/api-reference/types';
import { callable } from './callable';
import { componentVerdict, describeComponent, type ComponentContext } from './component';
import { symbolDocs } from './jsdoc';
import { kebabCase } from './naming';
import { folderIn } from './muiPackage';
import { resolveAlias, type PackageProgram } from './program';
import { declaringFile, extractProp } from './props';

/** The components-api tab page of a Base UI folder (`switch`), or null without a guide page. */
export type TabPathname = (folder: string, tab: 'components-api' | 'hooks-api') => string | null;

function hookOf(pkg: PackageProgram, name: string, symbol: ts.Symbol, pathnameOf: TabPathname): ApiHook | null {
  const { checker } = pkg;
  const signature = callable(checker.getTypeOfSymbol(symbol)).getCallSignatures()[0];
  if (!signature) return null;
  const folder = folderIn(pkg.packageDir, declaringFile(symbol)) ?? kebabCase(name);
  const first = signature.parameters[0];
  const firstType = first ? checker.getTypeOfSymbol(first) : null;
  const objectParams = firstType && checker.getNonNullableType(firstType).flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) ? checker.getPropertiesOfType(checker.getNonNullableType(firstType)) : [];
  return {
    name,
    section: 'base-ui',
    packageName: pkg.packageName,
    pathname: pathnameOf(folder, 'hooks-api'),
    description: symbolDocs(checker, symbol).description,
    imports: [`import { ${name} } from '${pkg.packageName}/${folder}';`, `import { ${name} } from '${pkg.packageName}';`],
    parameters: (objectParams.length > 0 ? objectParams : signature.parameters).map((param) => extractProp(checker, param)).sort((a, b) => a.name.localeCompare(b.name)),
    returns: checker.typeToString(signature.getReturnType()),
  };
}

function isNamespace(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  return (resolveAlias(checker, symbol).flags & ts.SymbolFlags.ValueModule) !== 0;
}

/** Documents every part of every Base UI namespace and every exported hook. */
export function baseUiComponents(pkg: PackageProgram, pathnameOf: TabPathname): { components: Omit<ApiComponent, 'demos'>[]; hooks: ApiHook[]; skipped: ApiSkipped[] } {
  const { checker } = pkg;
  const context: ComponentContext = { checker, ownDirs: [pkg.packageDir], folderOf: () => null, componentOfFolder: () => null };
  const components: Omit<ApiComponent, 'demos'>[] = [];
  const hooks: ApiHook[] = [];
  const skipped: ApiSkipped[] = [];
  const seen = new Map<ts.Symbol, string>();
  const describe = (name: string, namespace: string, part: ts.Symbol, namespaceFolder: string | null) => {
    // Flat re-exports (`SwitchRoot`) repeat a namespace part; a part shared by two namespaces
    // (Combobox.Input is Autocomplete.Input) is documented under both, and so is a standalone
    // component that a namespace reuses (`Separator` is also `OTPField.Separator`).
    const same = seen.get(part);
    if (same && !name.includes('.') && same.replace('.', '') === name) {
      skipped.push({ name, reason: `the same component as ${same}` });
      return;
    }
    seen.set(part, name);
    // A namespace's parts belong to the namespace's page even when declared in another folder
    // (Autocomplete.Input is Combobox's input: it is listed on the Autocomplete tab too).
    const folder = namespaceFolder ?? folderIn(pkg.packageDir, declaringFile(part)) ?? kebabCase(namespace);
    const verdict = componentVerdict(checker, checker.getTypeOfSymbol(part));
    if (!verdict.ok) {
      skipped.push({ name, reason: verdict.reason });
      return;
    }
    const naming = {
      name,
      section: 'base-ui' as const,
      packageName: pkg.packageName,
      pathname: pathnameOf(folder, 'components-api'),
      anchor: kebabCase(name.replace('.', '')),
      imports: [`import { ${namespace} } from '${pkg.packageName}/${folder}';`, `import { ${namespace} } from '${pkg.packageName}';`],
      themeDefaultProps: null,
      classesSymbol: null,
      className: () => null,
    };
    components.push(describeComponent(context, part, naming, symbolDocs(checker, part).description));
  };
  const ordered = [...pkg.exports].sort(([, a], [, b]) => Number(isNamespace(checker, b)) - Number(isNamespace(checker, a)));
  for (const [name, exported] of ordered) {
    const symbol = resolveAlias(checker, exported);
    if (/^use[A-Z]/.test(name) && symbol.flags & ts.SymbolFlags.Function) {
      const hook = hookOf(pkg, name, symbol, pathnameOf);
      if (hook) hooks.push(hook);
      else skipped.push({ name, reason: 'a hook without a call signature' });
      continue;
    }
    if (!/^[A-Z]/.test(name) || !(symbol.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.ValueModule))) continue;
    if (symbol.flags & ts.SymbolFlags.ValueModule) {
      // `export * as Switch from './index.parts'`: only namespaces whose parts are components count.
      if (/DataAttributes$|CssVars$|CssVariables$/.test(name)) continue;
      const namespaceFolder = folderIn(pkg.packageDir, declaringFile(symbol)) ?? kebabCase(name);
      for (const part of checker.getExportsOfModule(symbol)) {
        const resolved = resolveAlias(checker, part);
        if (resolved.flags & ts.SymbolFlags.Value) describe(`${name}.${part.getName()}`, name, resolved, namespaceFolder);
      }
    } else {
      describe(name, name, symbol, null);
    }
  }
  return { components, hooks, skipped };
}
