import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, type Options } from 'prettier';
import { describe, expect, it } from 'vitest';
import { sampleCssVarStates, printCssVars } from './cssVars';
import { cssVarsConfigs } from './cssVarsConfigs';
import { h } from './jsx';
import { printJsx } from './printJsx';
import { printUsage, sampleStates } from './usage';
import { usageConfigs } from './usageConfigs';

const prettierOptions = { ...(JSON.parse(readFileSync(path.resolve(__dirname, '../../.prettierrc.json'), 'utf8')) as Options), parser: 'typescript' };

describe('printJsx', () => {
  it.each([
    ['an element with text', h('Button', {}, 'Save'), '<Button>Save</Button>'],
    ['one attribute', h('Button', { variant: 'soft' }, 'Save'), '<Button variant="soft">Save</Button>'],
    ['a boolean attribute, a number and false', h('Slider', { marks: true, defaultValue: 40, disabled: false }), '<Slider marks defaultValue={40} disabled={false} />'],
    ['undefined props left out', h('Stack', { direction: undefined, spacing: 2 }), '<Stack spacing={2} />'],
    ['a string with a double quote', h('Tooltip', { title: 'Say "hi"' }), `<Tooltip title={'Say "hi"'} />`],
    ['an array', h('ToggleButtonGroup', { value: ['bold', 'italic'] }), "<ToggleButtonGroup value={['bold', 'italic']} />"],
    ['an sx object with custom properties', h('Button', { sx: { '--Button-gap': '0.75rem', height: 120 } }, 'Add'), "<Button sx={{ '--Button-gap': '0.75rem', height: 120 }}>Add</Button>"],
    ['an element as an attribute', h('Button', { startDecorator: h('Add') }, 'Add'), '<Button startDecorator={<Add />}>Add</Button>'],
  ])('prints %s', (_name, node, expected) => {
    expect(printJsx(node)).toBe(expected);
  });

  it('breaks the children of an element with several attributes onto their own line, as Prettier does', () => {
    expect(printJsx(h('Button', { variant: 'soft', color: 'danger', loading: true }, 'Save'))).toBe(['<Button variant="soft" color="danger" loading>', '  Save', '</Button>'].join('\n'));
  });

  it('puts each attribute on its own line when the opening tag does not fit in 85 columns', () => {
    const node = h('Button', { variant: 'outlined', color: 'warning', size: 'lg', disabled: true, loading: true, loadingPosition: 'start' }, 'Save');
    expect(printJsx(node)).toBe(['<Button', '  variant="outlined"', '  color="warning"', '  size="lg"', '  disabled', '  loading', '  loadingPosition="start"', '>', '  Save', '</Button>'].join('\n'));
  });

  it('breaks an sx object that does not fit inside its braces, with trailing commas', () => {
    const node = h('Button', { startDecorator: h('Add'), sx: { '--Button-gap': '0.75rem', '--Button-minHeight': '3rem', '--Button-paddingBlock': '0.5rem' } }, 'Add');
    expect(printJsx(node)).toBe(
      ['<Button', '  startDecorator={<Add />}', '  sx={{', "    '--Button-gap': '0.75rem',", "    '--Button-minHeight': '3rem',", "    '--Button-paddingBlock': '0.5rem',", '  }}', '>', '  Add', '</Button>'].join('\n'),
    );
  });

  it('indents element children', () => {
    const node = h('List', { 'aria-label': 'Folders' }, h('ListItem', {}, 'Inbox'), h('ListItem', {}, 'Sent'));
    expect(printJsx(node)).toBe(['<List aria-label="Folders">', '  <ListItem>Inbox</ListItem>', '  <ListItem>Sent</ListItem>', '</List>'].join('\n'));
  });
});

/** Every state the playgrounds sample (the defaults, each single change, the longest), as printed code. */
const printed = [
  ...Object.entries(usageConfigs).flatMap(([name, config]) => sampleStates(config).map((values) => [`usage ${name}`, printUsage(config, values)] as const)),
  ...Object.entries(cssVarsConfigs).flatMap(([name, config]) => sampleCssVarStates(config).map(([values, size]) => [`CSS variables ${name}`, printCssVars(config, values, size)] as const)),
];

describe('the code every playground prints', () => {
  it('is valid TSX that the repository’s Prettier settings leave as it is', async () => {
    const differences: string[] = [];
    for (const [name, code] of printed) {
      const formatted = await format(`${code};`, prettierOptions);
      if (formatted !== `${code};\n`) differences.push(`${name}:\n${code}\n--- Prettier:\n${formatted}`);
    }
    expect(differences).toEqual([]);
  });
});
