/** Call signatures of component types. */
import type ts from 'typescript';

/** The callable member of `JSXElementConstructor<P>` (a function-or-class union), else the type itself. */
export function callable(type: ts.Type): ts.Type {
  return type.isUnion() ? (type.types.find((member) => member.getCallSignatures().length > 0) ?? type) : type;
}
