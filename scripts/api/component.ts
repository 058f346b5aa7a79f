/**
 * One component's API from its export symbol: props it declares itself, the component whose props it
 * also accepts, slots, CSS classes and whether it forwards a ref. Package-specific naming (pages,
 * imports, theme keys) is passed in by the caller.
 */
import ts from 'typescript';
import type { ApiClass, ApiComponent, ApiSlot } from '../../src/api-reference/types';
import { callable } from './callable';
import { symbolDocs, tagValue } from './jsdoc';
import { componentPropsType, declaringFile, extractProp } from './props';

/** Whether a type is a React component: something callable with props that returns React output. */
export function componentVerdict(checker: ts.TypeChecker, type: ts.Type): { ok: true } | { ok: false; reason: string } {
  if (type.getProperty('Provider') && type.getProperty('Consumer')) return { ok: false, reason: 'a React context, not a component' };
  const signatures = callable(type).getCallSignatures();
  if (signatures.length === 0) return { ok: false, reason: 'not callable (no call signature), so not a component' };
  const last = signatures[signatures.length - 1];
  if (!last || last.parameters.length === 0) return { ok: false, reason: 'takes no props argument' };
  const returns = checker.typeToString(last.getReturnType());
  if (!/Element|ReactNode|ReactPortal|null/.test(returns)) return { ok: false, reason: `returns ${returns}, not React output` };
  return { ok: true };
}

export interface ComponentContext {
  checker: ts.TypeChecker;
  /** Directories whose declarations count as the component's own (the package, plus e.g. @mui/system for Box). */
  ownDirs: readonly string[];
  /** The folder (component) that owns a declaration file inside the package, or null for shared files. */
  folderOf: (file: string) => string | null;
  /** Exported component names by their folder, to name the component a prop is inherited from. */
  componentOfFolder: (folder: string) => string | null;
}

export type ComponentNaming = Pick<ApiComponent, 'name' | 'section' | 'packageName' | 'pathname' | 'anchor' | 'imports' | 'themeDefaultProps'> & {
  /** The `<Name>Classes` interface, if the package exports one. */
  classesSymbol: ts.Symbol | null;
  /** Global class name of a key (`MuiButton-root`), or null when the package has no global classes. */
  className: (key: string) => string | null;
};

function slotsOf(checker: ts.TypeChecker, slotsProp: ts.Symbol | undefined): ApiSlot[] {
  if (!slotsProp) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  return checker.getPropertiesOfType(type).map((slot) => {
    const docs = symbolDocs(checker, slot);
    return { name: slot.getName(), description: docs.description, default: tagValue(docs, 'default') };
  });
}

function classesOf(checker: ts.TypeChecker, naming: ComponentNaming): ApiClass[] {
  if (!naming.classesSymbol) return [];
  const type = checker.getDeclaredTypeOfSymbol(naming.classesSymbol);
  return checker.getPropertiesOfType(type).map((key) => {
    const docs = symbolDocs(checker, key);
    return {
      key: key.getName(),
      className: naming.className(key.getName()),
      description: docs.description,
      deprecated: docs.tags.has('deprecated') ? (tagValue(docs, 'deprecated') ?? '') : null,
    };
  });
}

/** Describes the component `symbol` (an export already known to be a component). */
export function describeComponent(context: ComponentContext, symbol: ts.Symbol, naming: ComponentNaming, description: string): Omit<ApiComponent, 'demos'> {
  const { checker } = context;
  const componentType = checker.getTypeOfSymbol(symbol);
  const propsType = componentPropsType(checker, componentType);
  const all = propsType ? [...checker.getPropertiesOfType(propsType)] : [];
  // OverridableComponent declares `component` only on its generic overload (`<C>(props: { component: C } & …)`).
  const overloadComponent = callable(componentType)
    .getCallSignatures()
    .map((signature) => signature.parameters[0])
    .map((parameter) => (parameter ? checker.getTypeOfSymbol(parameter).getProperty('component') : undefined))
    .find((prop) => prop !== undefined);
  if (overloadComponent && !all.some((prop) => prop.getName() === 'component')) all.push(overloadComponent);
  const ownFolder = context.folderOf(declaringFile(symbol));
  const own: ts.Symbol[] = [];
  const inherited = new Map<string, number>();
  for (const prop of all) {
    const file = declaringFile(prop);
    if (!context.ownDirs.some((dir) => file.startsWith(dir))) continue;
    const folder = context.folderOf(file);
    const from = folder && folder !== ownFolder ? context.componentOfFolder(folder) : null;
    if (from && from !== naming.name) inherited.set(from, (inherited.get(from) ?? 0) + 1);
    else own.push(prop);
  }
  const inheritedFrom = [...inherited].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const props = own
    .map((prop) => extractProp(checker, prop))
    // On the generic overload `component` is written as the type parameter and required there; readers pass it optionally, any element type.
    .map((prop) => (overloadComponent && prop.name === 'component' && prop.required ? { ...prop, type: 'React.ElementType', required: false } : prop))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    name: naming.name,
    section: naming.section,
    packageName: naming.packageName,
    pathname: naming.pathname,
    anchor: naming.anchor,
    imports: naming.imports,
    themeDefaultProps: naming.themeDefaultProps,
    description,
    props,
    slots: slotsOf(checker, own.find((prop) => prop.getName() === 'slots')),
    classes: classesOf(checker, naming),
    inheritance: inheritedFrom ? { component: inheritedFrom, pathname: null } : null,
    forwardsRef: all.some((prop) => prop.getName() === 'ref'),
  };
}
