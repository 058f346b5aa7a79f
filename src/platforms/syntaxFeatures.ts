/**
 * Which JavaScript syntax a package's shipped code uses, and the oldest browsers that parse all of it.
 * Pure: the caller parses the files (acorn, `ecmaVersion: 'latest'`) and passes the trees. Only syntax
 * is measured: built-in functions the code calls (polyfillable) are not.
 */

export interface BrowserVersions {
  chrome: number;
  edge: number;
  firefox: number;
  safari: number;
}

export interface SyntaxFeature {
  id: string;
  label: string;
  /** The ECMAScript edition that added it. */
  edition: number;
  /** First versions that support it (MDN browser compatibility data). */
  browsers: BrowserVersions;
}

/** The syntax features detected, with their editions and browser support. */
export const SYNTAX_FEATURES = {
  arrow: { id: 'arrow', label: 'Arrow functions', edition: 2015, browsers: { chrome: 45, edge: 12, firefox: 22, safari: 10 } },
  class: { id: 'class', label: 'Classes', edition: 2015, browsers: { chrome: 49, edge: 13, firefox: 45, safari: 9 } },
  letConst: { id: 'letConst', label: 'let and const', edition: 2015, browsers: { chrome: 49, edge: 14, firefox: 44, safari: 10 } },
  template: { id: 'template', label: 'Template literals', edition: 2015, browsers: { chrome: 41, edge: 12, firefox: 34, safari: 9 } },
  generator: { id: 'generator', label: 'Generators', edition: 2015, browsers: { chrome: 39, edge: 13, firefox: 26, safari: 10 } },
  forOf: { id: 'forOf', label: 'for…of', edition: 2015, browsers: { chrome: 38, edge: 12, firefox: 13, safari: 7 } },
  exponent: { id: 'exponent', label: 'Exponent operator (**)', edition: 2016, browsers: { chrome: 52, edge: 14, firefox: 52, safari: 10.1 } },
  async: { id: 'async', label: 'async / await', edition: 2017, browsers: { chrome: 55, edge: 15, firefox: 52, safari: 11 } },
  objectSpread: { id: 'objectSpread', label: 'Object spread and rest', edition: 2018, browsers: { chrome: 60, edge: 79, firefox: 55, safari: 11.1 } },
  forAwait: { id: 'forAwait', label: 'for await…of', edition: 2018, browsers: { chrome: 63, edge: 79, firefox: 57, safari: 11.1 } },
  optionalCatch: { id: 'optionalCatch', label: 'Optional catch binding', edition: 2019, browsers: { chrome: 66, edge: 79, firefox: 58, safari: 11.1 } },
  optionalChaining: { id: 'optionalChaining', label: 'Optional chaining (?.)', edition: 2020, browsers: { chrome: 80, edge: 80, firefox: 74, safari: 13.1 } },
  nullish: { id: 'nullish', label: 'Nullish coalescing (??)', edition: 2020, browsers: { chrome: 80, edge: 80, firefox: 72, safari: 13.1 } },
  bigint: { id: 'bigint', label: 'BigInt literals', edition: 2020, browsers: { chrome: 67, edge: 79, firefox: 68, safari: 14 } },
  dynamicImport: { id: 'dynamicImport', label: 'import()', edition: 2020, browsers: { chrome: 63, edge: 79, firefox: 67, safari: 11.1 } },
  logicalAssignment: { id: 'logicalAssignment', label: 'Logical assignment (??=, ||=, &&=)', edition: 2021, browsers: { chrome: 85, edge: 85, firefox: 79, safari: 14 } },
  numericSeparator: { id: 'numericSeparator', label: 'Numeric separators (1_000)', edition: 2021, browsers: { chrome: 75, edge: 79, firefox: 70, safari: 13 } },
  classFields: { id: 'classFields', label: 'Class fields', edition: 2022, browsers: { chrome: 72, edge: 79, firefox: 69, safari: 14.1 } },
  privateMembers: { id: 'privateMembers', label: 'Private class members (#x)', edition: 2022, browsers: { chrome: 74, edge: 79, firefox: 90, safari: 14.1 } },
  staticBlock: { id: 'staticBlock', label: 'Class static blocks', edition: 2022, browsers: { chrome: 94, edge: 94, firefox: 93, safari: 16.4 } },
  regexpV: { id: 'regexpV', label: 'RegExp v flag', edition: 2024, browsers: { chrome: 112, edge: 112, firefox: 116, safari: 17 } },
} as const satisfies Record<string, SyntaxFeature>;

export type SyntaxFeatureId = keyof typeof SYNTAX_FEATURES;

/** An ESTree node as acorn produces it (only the fields read here are typed). */
interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

function isNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The features one node uses on its own (its children are visited separately). */
function featuresOf(node: EstreeNode, parent: EstreeNode | null): SyntaxFeatureId[] {
  const found: SyntaxFeatureId[] = [];
  switch (node.type) {
    case 'ArrowFunctionExpression':
      found.push('arrow');
      if (node.async) found.push('async');
      break;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
      if (node.async) found.push('async');
      if (node.generator) found.push('generator');
      break;
    case 'ClassDeclaration':
    case 'ClassExpression':
      found.push('class');
      break;
    case 'VariableDeclaration':
      if (node.kind === 'let' || node.kind === 'const') found.push('letConst');
      break;
    case 'TemplateLiteral':
      found.push('template');
      break;
    case 'ForOfStatement':
      found.push(node.await ? 'forAwait' : 'forOf');
      break;
    case 'BinaryExpression':
      if (node.operator === '**') found.push('exponent');
      break;
    case 'AssignmentExpression':
      if (node.operator === '**=') found.push('exponent');
      if (node.operator === '??=' || node.operator === '||=' || node.operator === '&&=') found.push('logicalAssignment');
      break;
    case 'AwaitExpression':
      found.push('async');
      break;
    case 'SpreadElement':
      if (parent?.type === 'ObjectExpression') found.push('objectSpread');
      break;
    case 'RestElement':
      if (parent?.type === 'ObjectPattern') found.push('objectSpread');
      break;
    case 'CatchClause':
      if (node.param === null) found.push('optionalCatch');
      break;
    case 'ChainExpression':
      found.push('optionalChaining');
      break;
    case 'LogicalExpression':
      if (node.operator === '??') found.push('nullish');
      break;
    case 'ImportExpression':
      found.push('dynamicImport');
      break;
    case 'Literal':
      if (typeof node.bigint === 'string') found.push('bigint');
      if (typeof node.raw === 'string' && /^[\d.]/.test(node.raw) && node.raw.includes('_')) found.push('numericSeparator');
      if (typeof node.regex === 'object' && node.regex !== null && String((node.regex as { flags?: unknown }).flags).includes('v')) found.push('regexpV');
      break;
    case 'PropertyDefinition':
      found.push('classFields');
      break;
    case 'PrivateIdentifier':
      found.push('privateMembers');
      break;
    case 'StaticBlock':
      found.push('staticBlock');
      break;
    default:
      break;
  }
  return found;
}

/** Every feature used anywhere in the trees (iterative walk: the trees are large). */
export function detectFeatures(programs: readonly unknown[]): Set<SyntaxFeatureId> {
  const found = new Set<SyntaxFeatureId>();
  const stack: Array<[EstreeNode, EstreeNode | null]> = programs.filter(isNode).map((program) => [program, null]);
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    for (const feature of featuresOf(node, parent)) found.add(feature);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'loc' || key === 'range') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) stack.push([item, node]);
      } else if (isNode(value)) {
        stack.push([value, node]);
      }
    }
  }
  return found;
}

/** The newest edition among the features, and the oldest browser versions that support all of them. */
export function syntaxRequirements(features: ReadonlySet<SyntaxFeatureId>): { edition: number; browsers: BrowserVersions; newest: SyntaxFeature[] } {
  const list: SyntaxFeature[] = [...features].map((id) => SYNTAX_FEATURES[id]);
  const browsers: BrowserVersions = { chrome: 0, edge: 0, firefox: 0, safari: 0 };
  for (const feature of list) {
    for (const browser of Object.keys(browsers) as Array<keyof BrowserVersions>) browsers[browser] = Math.max(browsers[browser], feature.browsers[browser]);
  }
  const edition = Math.max(2015, ...list.map((feature) => feature.edition));
  // The features that set each browser's floor: what a reader would have to transpile for older ones.
  const newest = list.filter((feature) => (Object.keys(browsers) as Array<keyof BrowserVersions>).some((browser) => feature.browsers[browser] === browsers[browser]));
  return { edition, browsers, newest };
}
