/**
 * Derives MUI's production error codes from the installed libraries. Their builds throw
 * `process.env.NODE_ENV !== "production" ? <full message> : formatMuiErrorMessage(<code>, ...args)`;
 * the full message, with each interpolated value turned into `%s`, is the code's text.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** Code → message with `%s` placeholders. */
export type ErrorCodes = Record<string, string>;

/** The message an expression builds, with every non-literal part as `%s`. */
function messageOf(node: ts.Expression): string {
  if (ts.isParenthesizedExpression(node)) return messageOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `%s${span.literal.text}`).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return messageOf(node.left) + messageOf(node.right);
  return '%s';
}

const isDevCheck = (node: ts.Expression) => /^process\.env\.NODE_ENV\s*!==\s*["']production["']$/.test(node.getText());

/** Every (code, message) pair in one JavaScript source. */
export function extractErrorCodes(source: string, fileName = 'file.js'): [number, string][] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: [number, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node) && isDevCheck(node.condition) && ts.isCallExpression(node.whenFalse)) {
      const call = node.whenFalse;
      const code = call.arguments[0];
      if (/formatMuiErrorMessage/.test(call.expression.getText()) && code && ts.isNumericLiteral(code)) found.push([Number(code.text), messageOf(node.whenTrue)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** JavaScript files of one package, not those of packages nested in its node_modules (they are scanned as packages of their own). */
async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.c?js$/.test(entry.name) && !path.relative(dir, entry.parentPath).split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** How many files are read at once. */
const READ_BATCH = 64;

/** Packages under @mui that cannot hold error messages and are not searched. */
const SKIPPED_PACKAGES = new Set(['icons-material']);

/** Every installed `@mui/*` package under `nodeModules` (nested copies too), newest major version first, then shallowest. */
export async function muiPackages(nodeModules: string): Promise<string[]> {
  const found: { dir: string; major: number; depth: number }[] = [];
  // Package roots are `<node_modules>/@mui/<name>`, at the top or nested in another package's node_modules.
  const visit = async (scopeDir: string): Promise<void> => {
    const packages = await readdir(scopeDir, { withFileTypes: true }).catch(() => []);
    for (const entry of packages) {
      // The icons package holds thousands of generated files and no error message.
      if (!entry.isDirectory() || SKIPPED_PACKAGES.has(entry.name)) continue;
      const dir = path.join(scopeDir, entry.name);
      const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
      if (manifest === null) continue;
      const { version } = JSON.parse(manifest) as { version?: string };
      found.push({ dir, major: Number.parseInt(version ?? '0', 10), depth: dir.split(path.sep).length });
      await visit(path.join(dir, 'node_modules', '@mui'));
    }
  };
  await visit(path.join(nodeModules, '@mui'));
  return found.sort((a, b) => b.major - a.major || a.depth - b.depth || a.dir.localeCompare(b.dir)).map((p) => p.dir);
}

/**
 * Collects the codes of `packageDirs` in order; the first package to define a code wins, so the
 * newest libraries (the ones this site documents) decide when an old nested copy numbered differently.
 */
export async function collectErrorCodes(packageDirs: readonly string[]): Promise<ErrorCodes> {
  const codes = new Map<number, string>();
  for (const dir of packageDirs) {
    const files = await sourcesUnder(dir);
    // Read in parallel batches (a cold disk cache makes one-by-one reads of thousands of files slow), parse in order.
    for (let start = 0; start < files.length; start += READ_BATCH) {
      const batch = files.slice(start, start + READ_BATCH);
      const sources = await Promise.all(batch.map((file) => readFile(file, 'utf8')));
      sources.forEach((source, i) => {
        if (!source.includes('formatMuiErrorMessage')) return;
        for (const [code, message] of extractErrorCodes(source, batch[i])) if (!codes.has(code)) codes.set(code, message);
      });
    }
  }
  return Object.fromEntries([...codes].sort(([a], [b]) => a - b).map(([code, message]) => [String(code), message]));
}
