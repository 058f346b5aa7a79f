import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { codeSandboxForm, createSandboxProject, createTemplateSandboxProject, stackBlitzForm, TAILWIND_VERSION, VITE_VERSION, type SandboxInput } from './sandbox';
import { TAILWIND_TOKENS } from './tailwindTheme';

const input: SandboxInput = {
  name: 'BasicSwitch',
  title: 'Switch - MUI Docs',
  codeVariant: 'TS',
  source: "import classes from './css.module.css';\nexport default function BasicSwitch() { return <div className={classes.root} />; }\n",
  extraFiles: [{ name: 'css.module.css', source: '.root { color: red; }\n' }],
  dependencies: { '@base-ui/react': '1.9.0', react: '19.3.1', 'react-dom': '19.3.1' },
  pageUrl: 'https://example.com/base-ui/react-switch',
};

describe('generated project', () => {
  it('pins the documented versions and the Vite toolchain in package.json', () => {
    const project = createSandboxProject(input);
    const manifest = JSON.parse(project.files['package.json']!) as Record<string, Record<string, string>>;
    expect(manifest['dependencies']).toEqual(input.dependencies);
    expect(manifest['devDependencies']).toMatchObject({ vite: VITE_VERSION, typescript: expect.any(String), '@types/react': '19.3.1' });
    expect(manifest['scripts']).toMatchObject({ dev: 'vite' });
    expect(manifest['name']).toBe('basic-switch-demo');
  });

  it('holds the index, the entry point, the demo and its CSS module', () => {
    const { files } = createSandboxProject(input);
    expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/css.module.css', 'src/main.tsx', 'tsconfig.json', 'vite.config.js']);
    expect(files['src/Demo.tsx']).toBe(input.source);
    expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(files['src/main.tsx']).toContain("import Demo from './Demo';");
    expect(files['src/main.tsx']).toContain("document.getElementById('root')!");
  });

  it("renders a Joy UI demo inside Joy's provider and baseline, and any other demo alone", () => {
    const joy = createSandboxProject({ ...input, dependencies: { ...input.dependencies, '@mui/joy': '5.0.0-beta.52', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1' } });
    const main = joy.files['src/main.tsx']!;
    expect(main).toContain("import { CssVarsProvider } from '@mui/joy/styles';");
    expect(main).toContain("import CssBaseline from '@mui/joy/CssBaseline';");
    expect(main).toMatch(/<CssVarsProvider>\s*<CssBaseline \/>\s*<Demo \/>\s*<\/CssVarsProvider>/);
    expect(JSON.parse(joy.files['package.json']!).dependencies).toMatchObject({ '@mui/joy': '5.0.0-beta.52', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1' });
    const plain = createSandboxProject(input).files['src/main.tsx']!;
    expect(plain).not.toContain('@mui/joy');
    expect(plain).toMatch(/<React.StrictMode>\s*<Demo \/>\s*<\/React.StrictMode>/);
  });

  it("renders a Base UI demo that depends on Material UI inside Material UI's theme with CSS variables", () => {
    const dependencies = { ...input.dependencies, '@mui/material': '9.5.0', '@mui/system': '9.5.0' };
    const main = createSandboxProject({ ...input, dependencies }).files['src/main.tsx']!;
    expect(main).toContain("import { ThemeProvider, createTheme } from '@mui/material/styles';");
    expect(main).toContain('cssVariables');
    expect(main).toMatch(/<ThemeProvider theme=\{theme\}>\s*<CssBaseline enableColorScheme \/>\s*<Demo \/>\s*<\/ThemeProvider>/);
    const material = createSandboxProject({ ...input, dependencies: { '@mui/material': '9.5.0', react: '19.3.1', 'react-dom': '19.3.1' } });
    expect(material.files['src/main.tsx']).not.toContain('ThemeProvider');
  });

  it("sets up Tailwind with the site's tokens as its theme for a Tailwind styling, and only for it", () => {
    const source = 'export default function A() { return <p className="text-fg-muted bg-surface">Hi</p>; }\n';
    const { files } = createSandboxProject({ ...input, source, extraFiles: [], styling: 'tailwind' });
    const manifest = JSON.parse(files['package.json']!) as Record<string, Record<string, string>>;
    expect(manifest['devDependencies']).toMatchObject({ tailwindcss: TAILWIND_VERSION, '@tailwindcss/vite': TAILWIND_VERSION });
    expect(files['vite.config.js']).toContain("import tailwindcss from '@tailwindcss/vite';");
    expect(files['vite.config.js']).toContain('plugins: [react(), tailwindcss()]');
    expect(files['src/main.tsx']!.startsWith("import './tailwind.css';\n")).toBe(true);
    const css = files['src/tailwind.css']!;
    expect(css).toContain('@import "tailwindcss/utilities.css"');
    expect(css).toContain('@custom-variant dark (&:where(.dark, .dark *));');
    for (const [token, mui] of Object.entries(TAILWIND_TOKENS)) expect(css).toContain(`${token}: var(${mui});`);
    for (const styling of ['system', 'css', undefined]) {
      const other = createSandboxProject({ ...input, styling });
      expect(Object.keys(other.files)).not.toContain('src/tailwind.css');
      expect(other.files['vite.config.js']).not.toContain('tailwind');
    }
  });

  it('writes a JavaScript project without TypeScript', () => {
    const { files } = createSandboxProject({ ...input, codeVariant: 'JS', source: 'export default function A() { return null; }\n' });
    expect(Object.keys(files)).toContain('src/Demo.jsx');
    expect(files['tsconfig.json']).toBeUndefined();
    expect(files['src/main.jsx']).toContain("document.getElementById('root')).render(");
    expect(JSON.parse(files['package.json']!).devDependencies.typescript).toBeUndefined();
  });
});

describe('service forms', () => {
  const project = createSandboxProject(input);

  it('posts every file to StackBlitz as a Node project', () => {
    const form = stackBlitzForm(project, 'src/Demo.tsx');
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2FDemo.tsx');
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[files][src/Demo.tsx]']).toBe(input.source);
    expect(form.fields['project[files][package.json]']).toBe(project.files['package.json']);
  });

  it('posts CodeSandbox parameters that decompress to the files', () => {
    const form = codeSandboxForm(project, 'src/Demo.tsx');
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields['parameters']).toMatch(/^[A-Za-z0-9_-]+$/);
    const base64 = form.fields['parameters']!.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4))) as { files: Record<string, { content: string }> };
    expect(decoded.files['src/css.module.css']?.content).toBe('.root { color: red; }\n');
    expect(decoded.files['package.json']?.content).toBe(project.files['package.json']);
    expect(form.fields['query']).toBe('file=/src/Demo.tsx');
  });
});

describe('createTemplateSandboxProject', () => {
  const template = {
    entry: 'SignIn',
    title: 'Sign-in',
    files: [
      { name: 'SignIn.tsx', source: "import Form from './Form';\nexport default function SignIn() { return <Form />; }\n" },
      { name: 'Form.tsx', source: 'export default function Form() { return null; }\n' },
    ],
    dependencies: { react: '19.3.1', 'react-dom': '19.3.1', '@mui/material': '9.5.0' },
    pageUrl: 'https://docs.example/material-ui/getting-started/templates/sign-in',
  };

  it('exports every file of the template beside an entry point that gives it a light and dark theme', () => {
    const project = createTemplateSandboxProject({ ...template, codeVariant: 'TS' });
    expect(project.title).toBe('Sign-in template');
    expect(project.files['src/SignIn.tsx']).toBe(template.files[0]?.source);
    expect(project.files['src/Form.tsx']).toBe(template.files[1]?.source);
    expect(project.files['src/Demo.tsx']).toBeUndefined();
    const main = project.files['src/main.tsx'] ?? '';
    expect(main).toContain("import SignIn from './SignIn';");
    expect(main).toContain('colorSchemes: { light: true, dark: true }');
    expect(main).toContain('<SignIn />');
    expect(JSON.parse(project.files['package.json'] ?? '{}')).toMatchObject({ name: 'sign-in-template', dependencies: template.dependencies });
    expect(project.files['index.html']).toContain('<title>Sign-in template</title>');
  });

  it('writes a JavaScript project without TypeScript tooling', () => {
    const project = createTemplateSandboxProject({ ...template, codeVariant: 'JS', files: template.files.map((file) => ({ ...file, name: file.name.replace('.tsx', '.jsx') })) });
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root'))");
    expect(project.files['tsconfig.json']).toBeUndefined();
    expect(project.files['src/SignIn.jsx']).toBeDefined();
  });

  it('gives a Joy UI template Joy’s provider, following the system’s scheme, and Joy’s baseline', () => {
    const joy = { ...template, entry: 'Messages', title: 'Messages', files: [{ name: 'Messages.tsx', source: 'export default function Messages() { return null; }\n' }], dependencies: { react: '19.3.1', 'react-dom': '19.3.1', '@mui/joy': '5.0.0-beta.52' } };
    const project = createTemplateSandboxProject({ ...joy, codeVariant: 'TS', product: 'joy-ui' });
    const main = project.files['src/main.tsx'] ?? '';
    expect(main).toContain("import { CssVarsProvider } from '@mui/joy/styles';");
    expect(main).toContain("import CssBaseline from '@mui/joy/CssBaseline';");
    expect(main).toContain('<CssVarsProvider defaultMode="system">');
    expect(main).toContain('<Messages />');
    expect(main).not.toContain('@mui/material');
    const dependencies = (JSON.parse(project.files['package.json'] ?? '{}') as { dependencies: Record<string, string> }).dependencies;
    expect(dependencies['@mui/joy']).toBe('5.0.0-beta.52');
    expect(dependencies['@mui/material']).toBeUndefined();
  });

  it('refuses a template without files', () => {
    expect(() => createTemplateSandboxProject({ ...template, codeVariant: 'TS', files: [] })).toThrow('Template SignIn has no files to export.');
  });
});
