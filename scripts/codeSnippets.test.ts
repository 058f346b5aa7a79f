import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { augmentsGlobals, checkSnippets, extractSnippets, snippetFileName, type CodeSnippet } from './codeSnippets';

const root = path.resolve(__dirname, '..');
const page = 'content/material-ui/customization/example.mdx';

describe('extractSnippets', () => {
  it('takes ts and tsx fences with their first code line, and skips other languages', () => {
    const source = ['---', 'title: T', '---', '', '```bash', 'npm i', '```', '', '```tsx title="App.tsx"', 'const a = 1;', '```', '', '~~~ts', 'let b = 2;', '~~~', '```css', 'a {}', '```'].join('\n');
    const snippets = extractSnippets(source, page);
    expect(snippets.map(({ line, language, code }) => ({ line, language, code }))).toEqual([
      { line: 10, language: 'tsx', code: 'const a = 1;\n' },
      { line: 14, language: 'ts', code: 'let b = 2;\n' },
    ]);
  });

  it('takes an indented block (inside a list item) without its indentation', () => {
    const [snippet] = extractSnippets('- Step one:\n\n  ```tsx\n  const a = 1;\n    const b = 2;\n  ```\n', page);
    expect(snippet).toMatchObject({ line: 4, code: 'const a = 1;\n  const b = 2;\n' });
  });

  it('names each block after its page and line, beside the page', () => {
    const [snippet] = extractSnippets('```tsx\nx\n```\n', page);
    expect(snippet && snippetFileName(root, snippet)).toBe(path.join(root, 'content/material-ui/customization/example.code-L2.tsx'));
  });
});

describe('augmentsGlobals', () => {
  it('sees module augmentations and global declarations only', () => {
    expect(augmentsGlobals("import '@mui/material/styles';\ndeclare module '@mui/material/styles' {}")).toBe(true);
    expect(augmentsGlobals('declare global {\n}')).toBe(true);
    expect(augmentsGlobals("import type {} from '@mui/material/themeCssVarsAugmentation';")).toBe(true);
    expect(augmentsGlobals('const declareModule = 1;')).toBe(false);
  });
});

describe('checkSnippets', () => {
  const snippet = (code: string, line = 5, file = page): CodeSnippet => ({ page: file, line, language: 'tsx', code });

  it('passes complete modules, with package imports resolved and CSS imports allowed', () => {
    const ok = snippet("import './fonts.css';\nimport Button from '@mui/material/Button';\n\nexport default function App() {\n  return <Button variant=\"contained\">Save</Button>;\n}\n");
    const sameName = snippet('export default function App() {\n  return null;\n}\n', 20);
    expect(checkSnippets(root, [ok, sameName])).toEqual([]);
  }, 60_000);

  it('reports a type error at its line and column in the page', () => {
    const bad = snippet("import Button from '@mui/material/Button';\n\nexport default function App() {\n  return <Button variant=\"filled\">Save</Button>;\n}\n", 12);
    const problems = checkSnippets(root, [bad]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/material-ui\/customization\/example\.mdx:15:18 No overload matches this call/);
  }, 60_000);

  it('checks a page with augmentations on its own, so another page does not see them', () => {
    const augmenting = [
      snippet("import '@mui/material/styles';\n\ndeclare module '@mui/material/styles' {\n  interface Palette {\n    brand: Palette['primary'];\n  }\n}\n", 3, 'content/a.mdx'),
      snippet("import { createTheme } from '@mui/material/styles';\n\nexport const brand = createTheme().palette.brand.main;\n", 30, 'content/a.mdx'),
    ];
    const other = snippet("import { createTheme } from '@mui/material/styles';\n\nexport const brand = createTheme().palette.brand.main;\n", 8, 'content/b.mdx');
    const problems = checkSnippets(root, [...augmenting, other]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/b\.mdx:10:\d+ Property 'brand' does not exist/);
  }, 60_000);
});
