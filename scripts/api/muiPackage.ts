/**
 * Components of an MUI-style package (`@mui/material`, `@mui/joy`, `@mui/system`): every exported
 * value that is a React component, each in its own folder, with `<Name>Classes` and theme keys.
 */
import ts from 'typescript';
import type { ApiComponent, ApiSectionId, ApiSkipped } from '../../src/api-reference/types';
import { componentVerdict, describeComponent, type ComponentContext } from './component';
import { symbolDocs, tagValue } from './jsdoc';
import { kebabCase, muiClassName } from './naming';
import { resolveAlias, type PackageProgram } from './program';
import { declaringFile } from './props';

export interface MuiPackageOptions {
  section: ApiSectionId;
  /** Only these exports are documented (System documents its layout components); all when omitted. */
  only?: readonly string[];
  /** Exported interface listing theme component keys (`ComponentsPropsList`, `Components`). */
  themeInterface: string | null;
  /** Theme key prefix (`Mui`, `Joy`). */
  themePrefix: string;
  /** Other packages whose declarations count as the component's own (Material's Box is @mui/system's). */
  sharedPackages?: readonly string[];
}

/** The first folder of a file inside the package, or null for files at its root. */
export function folderIn(packageDir: string, file: string): string | null {
  if (!file.startsWith(packageDir)) return null;
  const parts = file.slice(packageDir.length).split('/');
  // A file of a dependency installed inside the package (`@mui/joy/node_modules/@mui/styled-engine`) has no folder of the package.
  if (parts[0] === 'node_modules') return null;
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

function themeKeys(pkg: PackageProgram, name: string | null): Set<string> {
  const symbol = name ? pkg.exports.get(name) : undefined;
  if (!symbol) return new Set();
  const type = pkg.checker.getDeclaredTypeOfSymbol(resolveAlias(pkg.checker, symbol));
  return new Set(pkg.checker.getPropertiesOfType(type).map((key) => key.getName()));
}

/** Documents every component export of an MUI-style package; returns the skipped PascalCase exports with reasons. */
export function muiComponents(pkg: PackageProgram, options: MuiPackageOptions): { components: Omit<ApiComponent, 'demos'>[]; skipped: ApiSkipped[] } {
  const { checker } = pkg;
  const keys = themeKeys(pkg, options.themeInterface);
  const candidates: { name: string; symbol: ts.Symbol; folder: string | null }[] = [];
  const skipped: ApiSkipped[] = [];
  const seen = new Map<ts.Symbol, string>();
  for (const [name, exported] of pkg.exports) {
    const symbol = resolveAlias(checker, exported);
    if (!/^[A-Z][A-Za-z0-9_]*$/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) continue;
    if (/^[A-Z0-9_]+$/.test(name)) continue; // constants such as THEME_ID
    // `@ignore - do not document.`: the package's own verdict (Lab's stubs of components that moved to MUI X).
    const docs = symbolDocs(checker, symbol);
    if (docs.tags.has('ignore')) {
      const deprecated = tagValue(docs, 'deprecated');
      skipped.push({ name, reason: `marked "@ignore - do not document" in its types${deprecated ? `; ${deprecated.split('. ')[0]?.replace(/\.$/, '')}` : ''}` });
      continue;
    }
    const verdict = componentVerdict(checker, checker.getTypeOfSymbol(symbol));
    if (!verdict.ok) {
      skipped.push({ name, reason: verdict.reason });
      continue;
    }
    if (options.only && !options.only.includes(name)) {
      skipped.push({ name, reason: `outside the documented ${options.section} components (${options.only.join(', ')})` });
      continue;
    }
    const alias = seen.get(symbol);
    if (alias) {
      skipped.push({ name, reason: `the same component as ${alias}` });
      continue;
    }
    seen.set(symbol, name);
    candidates.push({ name, symbol, folder: folderIn(pkg.packageDir, declaringFile(symbol)) });
  }
  const folders = new Set(candidates.map((c) => c.name));
  const documented = candidates.filter((candidate) => {
    const { name, folder } = candidate;
    // Styled parts (SliderRoot, BadgeMark) are exported from their component's folder for theming, not documented on their own.
    if (folder && folder !== name && folders.has(folder) && name.startsWith(folder)) {
      skipped.push({ name, reason: `styled part of ${folder}, exported for customization` });
      return false;
    }
    return true;
  });
  const byFolder = new Map(documented.filter((c) => c.folder === c.name).map((c) => [c.name, c.name]));
  const context: ComponentContext = {
    checker,
    ownDirs: [pkg.packageDir, ...(options.sharedPackages ?? []).map((name) => pkg.packageDir.replace(new RegExp(`${pkg.packageName}/$`), `${name}/`))],
    folderOf: (file) => folderIn(pkg.packageDir, file),
    componentOfFolder: (folder) => byFolder.get(folder) ?? null,
  };
  const components = documented.map(({ name, symbol, folder }) => {
    const classes = pkg.exports.get(`${name}Classes`);
    const themeKey = `${options.themePrefix}${name}`;
    const pathImport = folder === name ? `import ${name} from '${pkg.packageName}/${name}';` : `import { ${name} } from '${pkg.packageName}/${folder ?? ''}';`;
    return describeComponent(
      context,
      symbol,
      {
        name,
        section: options.section,
        packageName: pkg.packageName,
        pathname: `/${options.section}/api/${kebabCase(name)}`,
        anchor: '',
        imports: [...new Set([pathImport.replace(/\/';$/, "';"), `import { ${name} } from '${pkg.packageName}';`])],
        themeDefaultProps: keys.has(themeKey) ? themeKey : null,
        classesSymbol: classes ? resolveAlias(checker, classes) : null,
        className: (key) => muiClassName(name, key),
      },
      symbolDocs(checker, symbol).description,
    );
  });
  return { components, skipped };
}
