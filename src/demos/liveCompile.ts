/**
 * Runs a demo's edited source in the browser: Sucrase strips the types and turns JSX and imports into
 * plain calls, and the module is evaluated against the modules the original demo imports (its
 * "scope"). Imports outside the scope fail with a message naming what is available.
 */
import type { ComponentType } from 'react';
import { transform } from 'sucrase';

export class LiveCompileError extends Error {
  override name = 'LiveCompileError';
}

/** Source → JavaScript the evaluator runs (CommonJS `require`, `React.createElement`). */
export function transpileDemo(code: string, fileName: string): string {
  const typescript = /\.tsx?$/.test(fileName);
  try {
    return transform(code, {
      transforms: typescript ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw new LiveCompileError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The component an edited demo exports by default. `scope` maps import specifiers to module
 * namespaces; `react` is always available.
 */
export function compileDemo(code: string, fileName: string, scope: Readonly<Record<string, unknown>>, react: object): ComponentType {
  const javascript = transpileDemo(code, fileName);
  const modules: Record<string, unknown> = { react, ...scope };
  const require = (specifier: string) => {
    if (!(specifier in modules)) {
      const available = Object.keys(modules).sort().join(', ');
      throw new LiveCompileError(`"${specifier}" cannot be imported in the live editor. Available here: ${available}.`);
    }
    // Namespaces from import() lack the CommonJS interop flag; without it `import X from` would wrap them again.
    return { ...(modules[specifier] as object), __esModule: true };
  };
  const demoModule: { exports: Record<string, unknown> } = { exports: {} };
  // Evaluating the reader's own edit in the reader's own browser is the point of the live editor.
  const evaluate = new Function('require', 'module', 'exports', 'React', javascript) as (
    require: (specifier: string) => unknown,
    module: { exports: Record<string, unknown> },
    exports: Record<string, unknown>,
    React: object,
  ) => void;
  evaluate(require, demoModule, demoModule.exports, react);
  const component = demoModule.exports['default'];
  if (typeof component !== 'function') throw new LiveCompileError('The code must export a component: export default function Demo() { … }.');
  return component as ComponentType;
}
