import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSnippets, type CodeSnippet } from '../../scripts/codeSnippets';
import { DENSE_COMPONENTS } from '../theme/denseComponents';
import { densityThemeCode } from './densityCode';

const root = path.resolve(__dirname, '../..');

/** The `components: { … }` object of the generated code, evaluated back into data. */
function componentsOf(code: string): unknown {
  const match = /^ {2}components: \{\n([\s\S]*?)^ {2}\},$/m.exec(code);
  if (!match) return undefined;
  return new Function(`return {\n${match[1]}};`)() as unknown;
}

describe('densityThemeCode', () => {
  it('prints the spacing only when not dense', () => {
    expect(densityThemeCode(8, false)).toBe(
      [
        "import { createTheme } from '@mui/material/styles';",
        '',
        'const theme = createTheme({',
        '  spacing: 8,',
        '});',
        '',
        'export default theme;',
        '',
      ].join('\n'),
    );
    expect(densityThemeCode(3, false)).toContain('  spacing: 3,\n');
    expect(densityThemeCode(3, false)).not.toContain('components');
  });

  it('adds every dense component default when dense, one line each in the module order', () => {
    const code = densityThemeCode(5, true);
    expect(code).toContain('  spacing: 5,\n  components: {\n');
    const names = Object.keys(DENSE_COMPONENTS);
    expect(names.length).toBeGreaterThan(10);
    const printed = [...code.matchAll(/^ {4}(\w+): /gm)].map((match) => match[1]);
    expect(printed).toEqual(names);
    expect(code).toContain("    MuiButton: { defaultProps: { size: 'small' } },\n");
    expect(code).toContain('    MuiListItem: { defaultProps: { dense: true } },\n');
    expect(code).toContain("    MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },\n");
    expect(code.endsWith('  },\n});\n\nexport default theme;\n')).toBe(true);
  });

  it('prints the dense component defaults with their exact values', () => {
    expect(componentsOf(densityThemeCode(8, true))).toEqual(DENSE_COMPONENTS);
    expect(componentsOf(densityThemeCode(8, false))).toBeUndefined();
  });

  it('produces code that type-checks, with and without dense', () => {
    const page = 'src/theme-tools/density-tool-check.mdx';
    const snippet = (code: string, line: number): CodeSnippet => ({ page, line, language: 'ts', code });
    const snippets = [snippet(densityThemeCode(8, false), 1), snippet(densityThemeCode(4, true), 100), snippet(densityThemeCode(16, true), 200)];
    expect(checkSnippets(root, snippets)).toEqual([]);
    // The check is real: an unknown component default is reported.
    const broken = densityThemeCode(4, true).replace("MuiButton: { defaultProps: { size: 'small' } }", "MuiButton: { defaultProps: { size: 'tiny' } }");
    expect(broken).not.toBe(densityThemeCode(4, true));
    expect(checkSnippets(root, [snippet(broken, 300)])).toHaveLength(1);
  }, 60_000);
});
