import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileDemo, LiveCompileError, transpileDemo } from './liveCompile';

const fakeButton = { default: ({ children }: { children: React.ReactNode }) => React.createElement('button', { type: 'button' }, children) };
const render = (component: React.ComponentType) => renderToStaticMarkup(React.createElement(component));

describe('live compile', () => {
  it('runs an edited TypeScript demo against its scope', () => {
    const code = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      'interface Props { label: string }',
      'function Inner({ label }: Props) { const [n] = React.useState<number>(2); return <Button>{label} {n}</Button>; }',
      'export default function Demo() { return <Inner label="Clicked" />; }',
    ].join('\n');
    const component = compileDemo(code, 'Demo.tsx', { '@mui/material/Button': fakeButton }, React);
    expect(render(component)).toBe('<button type="button">Clicked 2</button>');
  });

  it('runs JavaScript and gives it React without an import', () => {
    const component = compileDemo('export default function Demo() { return <p>Hi</p>; }', 'Demo.jsx', {}, React);
    expect(render(component)).toBe('<p>Hi</p>');
  });

  it('names what can be imported when an import is outside the scope', () => {
    expect(() => compileDemo("import Chip from '@mui/material/Chip';\nexport default () => <Chip />;", 'Demo.jsx', { '@mui/material/Button': fakeButton }, React)).toThrow(
      /"@mui\/material\/Chip" cannot be imported in the live editor\. Available here: @mui\/material\/Button, react\./,
    );
  });

  it('reports syntax errors as compile errors', () => {
    expect(() => transpileDemo('export default function Demo() { return <div>; }', 'Demo.tsx')).toThrow(LiveCompileError);
  });

  it('requires a default-exported component', () => {
    expect(() => compileDemo('export const x = 1;', 'Demo.jsx', {}, React)).toThrow(/must export a component/);
  });
});
