import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOY_SPEC } from './generate';
import { JOY_DESCRIPTIONS, joyDescription } from './joyDescriptions';
import { muiComponents } from './muiPackage';
import { loadPackage } from './program';

const root = path.resolve(import.meta.dirname, '../..');
/** Each Joy component the generator documents, with the description its JSDoc gives (before the fallback). */
let jsdoc = new Map<string, string>();

beforeAll(() => {
  const { components } = muiComponents(loadPackage(root, JOY_SPEC.packageName), { ...JOY_SPEC, sharedPackages: ['@mui/system'] });
  jsdoc = new Map(components.map((c) => [c.name, c.description]));
}, 120_000);

describe('the one-line descriptions of Joy UI components', () => {
  it('has an entry for every documented component whose JSDoc has no description', () => {
    const missing = [...jsdoc].filter(([name, description]) => !description.trim() && !(name in JOY_DESCRIPTIONS)).map(([name]) => name);
    // A package upgrade that adds an undocumented component fails here with its name.
    expect(missing).toEqual([]);
    expect(jsdoc.size).toBeGreaterThan(60);
  });

  it('has no entry for a component with a JSDoc description or one the generator does not list', () => {
    const needless = Object.keys(JOY_DESCRIPTIONS).filter((name) => jsdoc.get(name)?.trim() !== '');
    expect(needless).toEqual([]);
  });

  it.each(Object.entries(JOY_DESCRIPTIONS))('describes %s in one sentence under 160 characters', (_name, text) => {
    expect(text.length).toBeLessThan(160);
    expect(text).toBe(text.trim());
    expect(text).toMatch(/^[A-Z].*\.$/s);
    // One sentence: no full stop, question or exclamation mark before the last character, and one line.
    expect(text.slice(0, -1)).not.toMatch(/[.!?](\s|$)/);
    expect(text).not.toContain('\n');
  });

  it('lets the JSDoc win and falls back to the record only when the JSDoc is empty', () => {
    expect(joyDescription('Button', '')).toBe(JOY_DESCRIPTIONS.Button);
    expect(joyDescription('Button', '  \n')).toBe(JOY_DESCRIPTIONS.Button);
    expect(joyDescription('Button', 'From the types.')).toBe('From the types.');
    expect(joyDescription('NotAComponent', '')).toBe('');
  });
});
