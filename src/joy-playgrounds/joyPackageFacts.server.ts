/**
 * What the installed @mui/joy says about its components, for the playgrounds' tests: the props its
 * type definitions declare (as the prebuild's API extraction read them), the prop types and the source
 * text of its builds, and the CSS its styles produce when a component is rendered. Reads files; never
 * shipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const root = path.resolve(__dirname, '../..');
const joyDir = path.join(root, 'node_modules/@mui/joy');

interface ApiProp {
  name: string;
  type: string;
  default: string | null;
}

let apiComponents: Map<string, ApiProp[]> | undefined;

/** The props of `component` in the generated API data (`.generated/api/joy-ui.json`, from its `.d.ts`). */
export function apiProps(component: string): Map<string, ApiProp> {
  apiComponents ??= new Map(
    (JSON.parse(readFileSync(path.join(root, '.generated/api/joy-ui.json'), 'utf8')) as { components: { name: string; props: ApiProp[] }[] }).components.map((entry) => [entry.name, entry.props]),
  );
  const props = apiComponents.get(component);
  if (!props) throw new Error(`No API data for Joy's ${component} (run the prebuild).`);
  return new Map(props.map((prop) => [prop.name, prop]));
}

/** The text of `@mui/joy/<component>/<component>.js`. */
export function sourceText(component: string): string {
  return readFileSync(path.join(joyDir, component, `${component}.js`), 'utf8');
}

/** The quoted string literals of `text`. */
function literals(text: string): string[] {
  return [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

/** The text `pattern` captures in one of Joy's `styles/types/*.d.ts`. */
function stylesType(file: string, pattern: RegExp): string {
  const match = pattern.exec(readFileSync(path.join(joyDir, 'styles/types', file), 'utf8'));
  if (!match?.[1]) throw new Error(`${pattern} not found in @mui/joy/styles/types/${file}`);
  return match[1];
}

/** Joy's default colour palette (`DefaultColorPalette`). */
export const colorPalette = (): string[] => literals(stylesType('colorSystem.d.ts', /export type DefaultColorPalette = ([^;]+);/));
/** Joy's global variants (`DefaultVariantProp`). */
export const variantNames = (): string[] => literals(stylesType('variants.d.ts', /export type DefaultVariantProp = ([^;]+);/));
/** Joy's typography levels (the keys of `DefaultTypographySystem`). */
export const typographyLevels = (): string[] =>
  [...stylesType('typography.d.ts', /export interface DefaultTypographySystem \{([^}]*)\}/).matchAll(/^\s*'?([\w-]+)'?\??:/gm)].map((key) => key[1] ?? '');

/**
 * The string values a prop's declared type allows, with Joy's aliases spelled out; null when it names
 * none (a type borrowed from another component, `RadioProps['size']`, names none of its own).
 */
export function typeValues(type: string): string[] | null {
  const values = [
    ...literals(type.replace(/\[\s*'[^']*'\s*\]/g, '')),
    ...(/\bColorPaletteProp\b/.test(type) ? colorPalette() : []),
    ...(/\bVariantProp\b/.test(type) ? variantNames() : []),
    ...(/\bkeyof TypographySystem\b/.test(type) ? typographyLevels() : []),
  ];
  return values.length > 0 ? values : null;
}

/** The `propTypes` entry of `prop` in `<component>.js`, or null when the build declares none. */
export function propTypeEntry(component: string, prop: string): string | null {
  const text = sourceText(component);
  const start = text.search(new RegExp(`\\n {2}'?${prop.replace(/[$]/g, '\\$&')}'?: PropTypes`));
  if (start < 0) return null;
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}['\w]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** The values of a `PropTypes.oneOf([...])` in the prop's entry, or null when it has none. */
export function propTypeValues(component: string, prop: string): string[] | null {
  const oneOf = /PropTypes\.oneOf\(\[([^\]]*)\]\)/.exec(propTypeEntry(component, prop) ?? '');
  return oneOf?.[1] ? literals(oneOf[1]) : null;
}

/** The HTML React renders for `element` on the server, Emotion's `<style>` tags included. */
export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

/** The CSS of the `<style>` tags Emotion wrote into `html`. */
export function cssOf(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
}

/** The fallback of the first `var(<name>, <fallback>)` in `css`, parentheses balanced. */
function fallbackOf(name: string, css: string): string | null {
  const start = css.indexOf(`var(${name},`);
  if (start < 0) return null;
  let depth = 1;
  const from = start + `var(${name},`.length;
  for (let index = from; index < css.length; index += 1) {
    if (css[index] === '(') depth += 1;
    if (css[index] === ')') depth -= 1;
    if (depth === 0) return css.slice(from, index).trim();
  }
  return null;
}

/**
 * The value `name` takes in `css`: its first declaration, else the fallback the styles read it with;
 * `var(--other, x)` references resolved through the same CSS (the theme's own variables are not in it,
 * so `var(--joy-radius-sm, 6px)` gives the fallback Joy wrote, the default theme's value).
 */
export function resolveCssVar(name: string, css: string, seen: ReadonlySet<string> = new Set()): string | null {
  if (seen.has(name)) return null;
  const declared = new RegExp(`(?:^|[;{\\s])${name.replace(/-/g, '\\-')}:([^;{}]+)`).exec(css)?.[1];
  const value = declared ?? fallbackOf(name, css);
  return value === null ? null : resolveValue(value, css, new Set([...seen, name]));
}

function resolveValue(value: string, css: string, seen: ReadonlySet<string>): string | null {
  const trimmed = value.trim();
  const reference = /^var\((--[\w-]+)(?:,([\s\S]*))?\)$/.exec(trimmed);
  if (!reference?.[1]) return trimmed;
  return resolveCssVar(reference[1], css, seen) ?? (reference[2] === undefined ? null : resolveValue(reference[2], css, seen));
}
