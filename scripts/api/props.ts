/** Props of a component type: name, type as written, default, description, deprecation, signature. */
import ts from 'typescript';
import type { ApiProp } from '../../src/api-reference/types';
import { callable } from './callable';
import { paramDescriptions, symbolDocs, tagValue } from './jsdoc';

/** The declaring file of a symbol (forward slashes), or '' for synthetic symbols. */
export function declaringFile(symbol: ts.Symbol): string {
  return symbol.declarations?.[0]?.getSourceFile().fileName.split('\\').join('/') ?? '';
}

function typeNodeOf(symbol: ts.Symbol): ts.TypeNode | undefined {
  const declaration = symbol.declarations?.[0];
  return declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration)) ? declaration.type : undefined;
}

/** Strips the `| undefined` that optional props repeat for exactOptionalPropertyTypes: being optional already says it. */
export function displayType(written: string, optional: boolean): string {
  const compact = written.replace(/\s*\n\s*/g, ' ').trim();
  return optional ? compact.replace(/\s*\|\s*undefined$/, '').replace(/^\((.*)\)$/, (whole, inner: string) => (balanced(inner) ? inner : whole)) : compact;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** The function type inside `((a: A) => void) | undefined`, if the prop is a function. */
function functionTypeNode(node: ts.TypeNode | undefined): ts.FunctionTypeNode | undefined {
  if (!node) return undefined;
  if (ts.isParenthesizedTypeNode(node)) return functionTypeNode(node.type);
  if (ts.isFunctionTypeNode(node)) return node;
  if (ts.isUnionTypeNode(node)) {
    const rest = node.types.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword && !(ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword));
    return rest.length === 1 ? functionTypeNode(rest[0]) : undefined;
  }
  return undefined;
}

/** One prop from its symbol. */
export function extractProp(checker: ts.TypeChecker, symbol: ts.Symbol): ApiProp {
  const docs = symbolDocs(checker, symbol);
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  const node = typeNodeOf(symbol);
  const written = node ? node.getText() : checker.typeToString(checker.getTypeOfSymbol(symbol));
  const fn = functionTypeNode(node);
  const params = paramDescriptions(docs);
  const deprecated = docs.tags.has('deprecated') ? (tagValue(docs, 'deprecated') ?? '') : null;
  return {
    name: symbol.getName(),
    type: displayType(written, optional),
    default: tagValue(docs, 'default'),
    description: docs.description,
    required: !optional,
    deprecated,
    signature: fn
      ? {
          type: fn.getText().replace(/\s*\n\s*/g, ' '),
          arguments: fn.parameters.map((parameter) => ({
            name: parameter.name.getText(),
            type: parameter.type?.getText().replace(/\s*\n\s*/g, ' ') ?? 'unknown',
            description: params.get(parameter.name.getText()) ?? '',
          })),
          returns: fn.type.getText(),
        }
      : null,
  };
}

/** The props type of a component: the first parameter of its last call signature (the default overload). */
export function componentPropsType(checker: ts.TypeChecker, type: ts.Type): ts.Type | null {
  const signatures = callable(type).getCallSignatures();
  const signature = signatures[signatures.length - 1];
  const parameter = signature?.parameters[0];
  if (!signature || !parameter) return null;
  return checker.getTypeOfSymbol(parameter);
}
