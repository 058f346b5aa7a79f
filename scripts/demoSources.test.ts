import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dedent, dependenciesOf, extractPreview, importsOf, packageOf, PREVIEW_MAX_LINES, toJavaScript } from './demoSources';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, 'fixtures/demos', name), 'utf8');

describe('JavaScript variant', () => {
  it('strips interfaces, type aliases, annotations, generics and type-only imports, keeping blank lines', async () => {
    expect(await toJavaScript(await fixture('WithTypes.tsx'))).toBe(await fixture('WithTypes.expected.js'));
  });

  it('leaves a demo without types unchanged', async () => {
    const source = await readFile(path.join(import.meta.dirname, '../content/material-ui/components/button/demos/BasicButtons.tsx'), 'utf8');
    expect(await toJavaScript(source)).toBe(source);
  });

  it('formats with Prettier (85 columns, single quotes, trailing commas)', async () => {
    const js = await toJavaScript('const a: string = "x"; export default function A() { return <div title="t" className={a} data-long-attribute-one="1" data-long-attribute-two="2" />; }');
    expect(js).toBe(
      [
        "const a = 'x';",
        'export default function A() {',
        '  return (',
        '    <div',
        '      title="t"',
        '      className={a}',
        '      data-long-attribute-one="1"',
        '      data-long-attribute-two="2"',
        '    />',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('names the file when the source does not parse', async () => {
    await expect(toJavaScript('export default function () { return <div>; }', 'Broken.tsx')).rejects.toThrow(/Broken\.tsx/);
  });
});

describe('preview extraction', () => {
  it('takes the JSX the default export returns, dedented', async () => {
    expect(extractPreview(await fixture('WithTypes.tsx'))).toBe(['<div ref={ref}>', '  <Counter start={1} color="secondary" />', '</div>'].join('\n'));
  });

  it('reads the JS variant too', async () => {
    expect(extractPreview(await fixture('WithTypes.expected.js'), 'Demo.jsx')).toBe(extractPreview(await fixture('WithTypes.tsx')));
  });

  it('follows `export default Name` to an arrow function with an expression body', async () => {
    expect(extractPreview(await fixture('ArrowDemo.tsx'))).toBe(['<Typography variant="body2">', '  Hello', '</Typography>'].join('\n'));
  });

  it(`has no preview when the JSX is longer than ${PREVIEW_MAX_LINES} lines`, async () => {
    expect(extractPreview(await fixture('LongJsx.tsx'))).toBeNull();
  });

  it('accepts exactly 16 lines and refuses 17', () => {
    const jsx = (lines: number) => ['<div>', ...Array.from({ length: lines - 2 }, (_, i) => `  <span>${i}</span>`), '</div>'].join('\n      ');
    const demo = (lines: number) => `export default function D() {\n  return (\n    ${jsx(lines)}\n  );\n}\n`;
    expect(extractPreview(demo(16))?.split('\n')).toHaveLength(16);
    expect(extractPreview(demo(17))).toBeNull();
  });

  it('has no preview without a default-exported component returning JSX', () => {
    expect(extractPreview('export function Named() { return <div />; }')).toBeNull();
    expect(extractPreview('export default function D() { return null; }')).toBeNull();
    expect(extractPreview('export default function D() { if (x) { return <a />; } }')).toBeNull();
  });
});

describe('imports and dependencies', () => {
  it('lists each imported module once, in order, type imports included', async () => {
    // WithTypes.tsx imports @mui/material/Button twice: the component and, separately, its props type.
    expect(importsOf(await fixture('WithTypes.tsx'))).toEqual(['react', '@mui/material/Button']);
  });

  it('maps specifiers to packages', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('react')).toBe('react');
    expect(packageOf('lodash/debounce')).toBe('lodash');
    expect(packageOf('./css.module.css')).toBeNull();
  });

  it('adds react-dom and the Emotion peers of MUI packages', () => {
    expect(dependenciesOf(['@mui/material/Button', './css.module.css'])).toEqual(['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom']);
    expect(dependenciesOf(['@base-ui/react/switch'])).toEqual(['@base-ui/react', 'react', 'react-dom']);
  });

  it('dedents by the common indentation, ignoring blank lines', () => {
    expect(dedent('    a\n\n      b')).toBe('a\n\n  b');
  });
});

describe('Prettier configuration', () => {
  it('is the one the repository declares for demo authors', async () => {
    const declared = JSON.parse(await readFile(path.join(import.meta.dirname, '../.prettierrc.json'), 'utf8')) as unknown;
    const { PRETTIER_OPTIONS } = await import('./demoSources');
    expect(declared).toEqual(PRETTIER_OPTIONS);
  });
});
