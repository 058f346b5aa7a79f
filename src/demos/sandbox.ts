/**
 * "Open in StackBlitz" and "Open in CodeSandbox": a small Vite project generated from a demo (its
 * package.json pins the versions the docs were built with), and the form each service accepts.
 * Pure functions, so the payload is tested without the network.
 */
import { compressToBase64 } from 'lz-string';
import type { CodeVariant } from './codePreferences';
import { TAILWIND_DARK_VARIANT, tailwindThemeBlock } from './tailwindTheme';

/** The Vite toolchain of generated projects (the docs do not install it, so it is pinned here). */
export const VITE_VERSION = '8.3.8';
export const VITE_REACT_PLUGIN_VERSION = '6.3.0';
export const TYPESCRIPT_VERSION = '6.0.3';
/** Tailwind CSS and its Vite plugin, for a demo's Tailwind styling (the version the docs compile theirs with). */
export const TAILWIND_VERSION = '4.3.5';

export interface SandboxInput {
  /** `BasicButtons` */
  name: string;
  /** Page title and section, for the project's title and description. */
  title: string;
  codeVariant: CodeVariant;
  /** The demo's source in that variant. */
  source: string;
  /** Files next to the demo (`css.module.css`). */
  extraFiles: { name: string; source: string }[];
  /** npm package → exact version. */
  dependencies: Record<string, string>;
  /** The styling of a demo written in several (`tailwind` adds Tailwind with the site's tokens as its theme). */
  styling?: string;
  /** The page the demo comes from. */
  pageUrl: string;
}

export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
}

/** The project: package.json, index.html, the entry point and the demo, in TS or JS. */
export function createSandboxProject(input: SandboxInput): SandboxProject {
  const ts = input.codeVariant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const title = `${input.name} demo — ${input.title}`;
  const tailwind = input.styling === 'tailwind';
  const devDependencies: Record<string, string> = { '@vitejs/plugin-react': VITE_REACT_PLUGIN_VERSION, vite: VITE_VERSION };
  if (tailwind) {
    devDependencies['tailwindcss'] = TAILWIND_VERSION;
    devDependencies['@tailwindcss/vite'] = TAILWIND_VERSION;
  }
  if (ts) {
    devDependencies['typescript'] = TYPESCRIPT_VERSION;
    devDependencies['@types/react'] = input.dependencies['react'] ?? 'latest';
    devDependencies['@types/react-dom'] = input.dependencies['react-dom'] ?? 'latest';
  }
  const packageJson = {
    name: input.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() + '-demo',
    private: true,
    version: '0.0.0',
    type: 'module',
    description: `Demo from ${input.pageUrl}`,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: input.dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${escapeHtml(title)}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'vite.config.js': [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
      '',
      `export default defineConfig({ plugins: [react()${tailwind ? ', tailwindcss()' : ''}] });`,
      '',
    ].join('\n'),
    // A Base UI demo that depends on Material UI reads its theme: the MUI System styling reads `theme.vars`,
    // the CSS Modules and Tailwind stylings the `--mui-*` variables that theme writes.
    [`src/main.${ext}`]: demoMainSource(ts, '@mui/joy' in input.dependencies, '@base-ui/react' in input.dependencies && '@mui/material' in input.dependencies),
    [`src/Demo.${ext}`]: input.source,
  };
  for (const file of input.extraFiles) files[`src/${file.name}`] = file.source;
  if (tailwind) {
    files['src/tailwind.css'] = tailwindSandboxCss();
    files[`src/main.${ext}`] = `import './tailwind.css';\n${files[`src/main.${ext}`]}`;
  }
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['vite/client'],
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return { title, description: `${input.name} from ${input.pageUrl}`, files };
}

/**
 * The entry point of a demo's project. A Joy UI demo renders inside Joy's `CssVarsProvider` with its
 * baseline, as on the docs page (where the site's provider stands in for it); with `materialTheme`, a
 * demo renders inside Material UI's `ThemeProvider` with a theme of light and dark schemes as CSS
 * variables and the baseline; others render alone.
 */
export function demoMainSource(ts: boolean, joy: boolean, materialTheme = false): string {
  const material = !joy && materialTheme;
  const render = joy
    ? ['    <CssVarsProvider>', '      <CssBaseline />', '      <Demo />', '    </CssVarsProvider>']
    : material
      ? ['    <ThemeProvider theme={theme}>', '      <CssBaseline enableColorScheme />', '      <Demo />', '    </ThemeProvider>']
      : ['    <Demo />'];
  return [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(joy ? ["import { CssVarsProvider } from '@mui/joy/styles';", "import CssBaseline from '@mui/joy/CssBaseline';"] : []),
    ...(material ? ["import CssBaseline from '@mui/material/CssBaseline';", "import { ThemeProvider, createTheme } from '@mui/material/styles';"] : []),
    `import Demo from './Demo';`,
    '',
    ...(material ? ["const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });", ''] : []),
    `ReactDOM.createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    ...render,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

/** A page template to export: every file of its folder, entry first, in one code variant. */
export interface TemplateSandboxInput {
  /** The entry component's name (`SignIn`). */
  entry: string;
  /** The template's name for the project title (`Sign-in`). */
  title: string;
  codeVariant: CodeVariant;
  /** File name (`SignIn.tsx` or `SignIn.jsx`) → source, the entry first. */
  files: { name: string; source: string }[];
  dependencies: Record<string, string>;
  pageUrl: string;
  /** The product whose provider the entry point sets up; Material UI when not given. */
  product?: 'material-ui' | 'joy-ui';
}

/**
 * The entry file that renders a template, giving it what its docs page gives it, and a column that
 * fills the viewport. A Material UI template gets MUI's theme with both colour schemes as CSS variables
 * (the templates style with `theme.applyStyles('dark', …)` and `theme.vars`) and the baseline; a Joy UI
 * template gets Joy's `CssVarsProvider` following the system's scheme, and Joy's baseline. The sandbox
 * export writes it as `src/main`; the code page shows it.
 */
export function templateMainSource(entry: string, codeVariant: CodeVariant, product: 'material-ui' | 'joy-ui' = 'material-ui'): string {
  const ts = codeVariant === 'TS';
  const joy = product === 'joy-ui';
  const imports = joy
    ? ["import CssBaseline from '@mui/joy/CssBaseline';", "import { CssVarsProvider } from '@mui/joy/styles';"]
    : ["import CssBaseline from '@mui/material/CssBaseline';", "import { ThemeProvider, createTheme } from '@mui/material/styles';"];
  const theme = joy ? [] : ["const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });", ''];
  const [open, baseline, close] = joy
    ? ['    <CssVarsProvider defaultMode="system">', '      <CssBaseline />', '    </CssVarsProvider>']
    : ['    <ThemeProvider theme={theme}>', '      <CssBaseline enableColorScheme />', '    </ThemeProvider>'];
  return [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...imports,
    `import ${entry} from './${entry}';`,
    '',
    ...theme,
    `ReactDOM.createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    open,
    baseline,
    "      <div style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>",
    `        <${entry} />`,
    '      </div>',
    close,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

/**
 * A template's project: the same Vite scaffolding as a demo's, the template's files in `src/`, and an
 * entry point that gives it what the docs page gives it: a theme with light and dark schemes as CSS
 * variables (following the system setting), the baseline styles, and a column filling the viewport.
 */
export function createTemplateSandboxProject(input: TemplateSandboxInput): SandboxProject {
  const ts = input.codeVariant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const [entryFile, ...others] = input.files;
  if (!entryFile) throw new Error(`Template ${input.entry} has no files to export.`);
  const base = createSandboxProject({
    name: input.entry,
    title: input.title,
    codeVariant: input.codeVariant,
    source: entryFile.source,
    extraFiles: others,
    // The entry point imports the product's provider and baseline, whether or not the files do.
    dependencies: input.product === 'joy-ui' ? { ...input.dependencies, '@mui/joy': input.dependencies['@mui/joy'] ?? 'latest' } : { ...input.dependencies, '@mui/material': input.dependencies['@mui/material'] ?? 'latest' },
    pageUrl: input.pageUrl,
  });
  const files = { ...base.files };
  delete files[`src/Demo.${ext}`];
  files[`src/${entryFile.name}`] = entryFile.source;
  files[`src/main.${ext}`] = templateMainSource(input.entry, input.codeVariant, input.product);
  const packageJson = JSON.parse(files['package.json'] ?? '{}') as Record<string, unknown>;
  packageJson['name'] = `${input.entry.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-template`;
  packageJson['description'] = `Template from ${input.pageUrl}`;
  files['package.json'] = `${JSON.stringify(packageJson, null, 2)}\n`;
  const title = `${input.title} template`;
  files['index.html'] = (files['index.html'] ?? '').replace(/<title>.*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  return { title, description: `${input.title} template from ${input.pageUrl}`, files };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A form to post in a new tab. */
export interface SandboxForm {
  action: string;
  fields: Record<string, string>;
}

/** StackBlitz's POST API: one field per file, on its Node (WebContainers) template. */
export function stackBlitzForm(project: SandboxProject, openFile: string): SandboxForm {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [file, source] of Object.entries(project.files)) fields[`project[files][${file}]`] = source;
  return { action: `https://stackblitz.com/run?file=${encodeURIComponent(openFile)}`, fields };
}

/** CodeSandbox's define API: the files as LZ-compressed, URL-safe base64 JSON in `parameters`. */
export function codeSandboxForm(project: SandboxProject, openFile: string): SandboxForm {
  const files: Record<string, { content: string; isBinary: false }> = {};
  for (const [file, content] of Object.entries(project.files)) files[file] = { content, isBinary: false };
  const parameters = compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: { parameters, query: `file=/${openFile}` },
  };
}

/** Posts a form in a new tab (browser only). */
export function submitSandboxForm(form: SandboxForm): void {
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.target = '_blank';
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
  element.remove();
}

/**
 * A Tailwind demo's stylesheet in its project: Tailwind's theme and utilities without its preflight
 * (the docs page has none either), dark mode on the `.dark` class Material UI's theme sets, and the
 * site's tokens as the theme, so `bg-primary` or `text-fg-muted` read the same `--mui-*` variables.
 */
export function tailwindSandboxCss(): string {
  return [
    '@layer theme, utilities;',
    '@import "tailwindcss/theme.css" layer(theme);',
    '@import "tailwindcss/utilities.css" layer(utilities);',
    TAILWIND_DARK_VARIANT,
    tailwindThemeBlock(),
    '',
  ].join('\n');
}
