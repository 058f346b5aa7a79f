/**
 * `npx tsx scripts/checkSnippets.ts [content folders or files…]` (default: all of content/): type-checks
 * every ```tsx / ```ts block of the docs (see codeSnippets.ts). `npm test` runs it over all of content/.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkSnippets, snippetsOf } from './codeSnippets';

const root = path.resolve(__dirname, '..');

function pagesUnder(target: string): string[] {
  const absolute = path.resolve(target);
  if (statSync(absolute).isFile()) return [path.relative(root, absolute)];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.relative(root, path.join(absolute, file)))
    .sort();
}

const targets = process.argv.slice(2);
const pages = (targets.length > 0 ? targets : [path.join(root, 'content')]).flatMap(pagesUnder);
const snippets = snippetsOf(root, pages);
const started = performance.now();
const problems = checkSnippets(root, snippets);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`${problems.length} type error(s) in the code blocks of the docs:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`${snippets.length} code blocks on ${new Set(snippets.map((s) => s.page)).size} pages type-check (${seconds} s).`);
}
