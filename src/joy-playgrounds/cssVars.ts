/**
 * The CSS variables playground's model: the `--<Component>-*` lengths a component reads, each a
 * slider with its range and the component's own value (per size where the sizes differ), and a
 * template that puts the changed ones in the element's `sx`. The printed code is that element, with
 * `sx={{ '--Button-gap': '0.75rem' }}` holding only the variables a reader moved off their default.
 */
import { componentsOf, type JsxNode, type StyleObject } from './jsx';
import type { JoyModuleName } from './joyModules';
import { printJsx } from './printJsx';
import { SIZES, type Size } from './usage';

/** The unit a variable's value is written in: the one the component's source writes its default in. */
export type CssUnit = 'px' | 'rem' | '%' | '';

export interface CssVarControl {
  readonly name: `--${string}`;
  readonly unit: CssUnit;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** The component's value, per size when they differ. */
  readonly default: number | Readonly<Record<Size, number>>;
}

/** The props a CSS variables template receives: the size when it is not the default, and the changed variables. */
export interface CssVarsTemplateProps {
  readonly size?: Size;
  readonly sx?: StyleObject;
}

export interface CssVarsConfig {
  /** The component whose `sx` the variables go in. */
  readonly target: JoyModuleName;
  /** The components whose source reads or sets the variables (each name appears in one of their files). */
  readonly sources: readonly JoyModuleName[];
  readonly vars: readonly CssVarControl[];
  /** Offers the component's sizes (its defaults differ by size). */
  readonly sizes: boolean;
  readonly template: (props: CssVarsTemplateProps) => JsxNode;
  /** The preview area's height in pixels, the tallest state's. */
  readonly previewHeight: number;
}

/** The size a playground starts at: Joy's default size. */
export const DEFAULT_SIZE: Size = 'md';

/** The variables' values a reader set, by name; a variable at its default is absent. */
export type CssVarValues = Readonly<Record<string, number>>;

/** The component's value of `control` at `size`. */
export function defaultOf(control: CssVarControl, size: Size): number {
  return typeof control.default === 'number' ? control.default : control.default[size];
}

/** The number of decimals of `step` (0.125 → 3), to print values without floating-point noise. */
function decimals(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/** `value` snapped to the control's steps within its range. */
export function snap(control: CssVarControl, value: number): number {
  const steps = Math.round((value - control.min) / control.step);
  const snapped = Math.min(control.max, Math.max(control.min, control.min + steps * control.step));
  return Number(snapped.toFixed(decimals(control.step)));
}

/** The CSS value: `0.75rem`, `12px`, `50%`, `0.5`. */
export function cssValue(control: CssVarControl, value: number): string {
  return `${Number(value.toFixed(decimals(control.step)))}${control.unit}`;
}

/** The value a control shows: the reader's, else the component's at `size`. */
export function valueOf(control: CssVarControl, values: CssVarValues, size: Size): number {
  return values[control.name] ?? defaultOf(control, size);
}

/** `values` with `name` set to `value`, or removed when `value` is the default at `size`. */
export function setValue(config: CssVarsConfig, values: CssVarValues, size: Size, name: string, value: number): CssVarValues {
  const control = config.vars.find((candidate) => candidate.name === name);
  if (!control) return values;
  const { [name]: _previous, ...others } = values;
  const snapped = snap(control, value);
  return snapped === defaultOf(control, size) ? others : { ...others, [name]: snapped };
}

/** The `sx` of the variables that differ from their default at `size`, in the config's order; undefined when none do. */
export function cssVarsSx(config: CssVarsConfig, values: CssVarValues, size: Size): StyleObject | undefined {
  const entries = config.vars.filter((control) => values[control.name] !== undefined && values[control.name] !== defaultOf(control, size)).map((control) => [control.name, cssValue(control, valueOf(control, values, size))]);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** The element for `size` and `values`. */
export function cssVarsElement(config: CssVarsConfig, values: CssVarValues, size: Size): JsxNode {
  return config.template({ size: size === DEFAULT_SIZE ? undefined : size, sx: cssVarsSx(config, values, size) });
}

/** The TSX for `size` and `values`. */
export function printCssVars(config: CssVarsConfig, values: CssVarValues, size: Size): string {
  return printJsx(cssVarsElement(config, values, size));
}

/** Every variable at its maximum, the longest values there are. */
export function longestCssVarValues(config: CssVarsConfig): CssVarValues {
  return Object.fromEntries(config.vars.map((control) => [control.name, control.max]));
}

/** The states that between them show everything a template can print: nothing changed, and every variable changed, at each size. */
export function sampleCssVarStates(config: CssVarsConfig): [CssVarValues, Size][] {
  const sizes: readonly Size[] = config.sizes ? SIZES : [DEFAULT_SIZE];
  return sizes.flatMap((size): [CssVarValues, Size][] => [
    [{}, size],
    [longestCssVarValues(config), size],
  ]);
}

/** The number of lines the printed code can take at most. */
export function maxCssVarsLines(config: CssVarsConfig): number {
  return Math.max(...sampleCssVarStates(config).map(([values, size]) => printCssVars(config, values, size).split('\n').length));
}

/** The components the playground renders, for loading them before it shows. */
export function cssVarsModules(config: CssVarsConfig): JoyModuleName[] {
  return componentsOf(sampleCssVarStates(config).map(([values, size]) => cssVarsElement(config, values, size)));
}
