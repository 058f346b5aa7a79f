/**
 * The usage playground's model: a component's controls (its visual props, their values and defaults)
 * and a template that builds the element from the props that differ from their defaults. The preview
 * and the printed code are both that element, so the code names exactly the props a reader changed,
 * in the controls' order.
 */
import type { TranslationKey } from '../i18n/translate';
import { componentsOf, type JsxNode } from './jsx';
import type { JoyModuleName } from './joyModules';
import { printJsx } from './printJsx';

/** Joy's global variants, colours and sizes (`DefaultVariantProp`, `DefaultColorPalette`, the size union). */
export const VARIANTS = ['plain', 'outlined', 'soft', 'solid'] as const;
export const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export const SIZES = ['sm', 'md', 'lg'] as const;
export type Size = (typeof SIZES)[number];

/** What a prop left unset does, where that is not one of its values (a translated sentence). */
export interface UnsetNote {
  readonly key: TranslationKey;
  readonly values?: Readonly<Record<string, string>>;
}

interface ControlBase {
  readonly prop: string;
  /** The component that takes the prop, when it is not the playground's target (a Radio in a RadioGroup). */
  readonly target?: JoyModuleName;
}

/**
 * A prop with a fixed set of string values. `default: null` when the prop is best left unset: the
 * component has no default among the values (Typography's colour), or its default depends on state
 * or context (a Checkbox's colour follows whether it is checked), which `unset` then says.
 */
export interface EnumControl extends ControlBase {
  readonly kind: 'enum';
  readonly values: readonly string[];
  readonly default: string | null;
  readonly unset?: UnsetNote;
}

/** A boolean prop that is off by default. */
export interface BooleanControl extends ControlBase {
  readonly kind: 'boolean';
  readonly default: false;
}

export type UsageControl = EnumControl | BooleanControl;

/** A control's value: an enum's string (null for unset) or a boolean. */
export type ControlValue = string | boolean | null;

/** The controls' values, by prop. */
export type UsageValues = Readonly<Record<string, ControlValue>>;

/** The props that differ from their defaults, in the controls' order: what a template applies. */
export type ChangedProps = Readonly<Record<string, string | true>>;

export interface UsageConfig {
  /** The Joy component the controls set props on (the props and defaults are checked against it). */
  readonly target: JoyModuleName;
  readonly controls: readonly UsageControl[];
  /** The element for the changed props; the same function of them for the preview and the code. */
  readonly template: (props: ChangedProps) => JsxNode;
  /** The preview area's height in pixels, the tallest state's, so no control moves the page. */
  readonly previewHeight: number;
  /** The preview shows the component only while hovered or focused (a Tooltip). */
  readonly onInteraction?: true;
}

type EnumOptions = Pick<EnumControl, 'target' | 'unset'>;

/** Another enum prop. */
export const oneOf = (prop: string, values: readonly string[], defaultValue: string | null, options: EnumOptions = {}): EnumControl => ({ kind: 'enum', prop, values, default: defaultValue, ...options });
/** `variant`, with the component's default. */
export const variant = (defaultValue: (typeof VARIANTS)[number] | null, options?: EnumOptions): EnumControl => oneOf('variant', VARIANTS, defaultValue, options);
/** `color`, with the component's default. */
export const color = (defaultValue: (typeof COLORS)[number] | null, options?: EnumOptions): EnumControl => oneOf('color', COLORS, defaultValue, options);
/** `size`, with the component's default. */
export const size = (defaultValue: Size | null = 'md', options?: EnumOptions): EnumControl => oneOf('size', SIZES, defaultValue, options);
/** A boolean prop, off by default. */
export const flag = (prop: string, target?: JoyModuleName): BooleanControl => ({ kind: 'boolean', prop, default: false, ...(target ? { target } : {}) });

/** Every control at its default. */
export function defaultValues(config: UsageConfig): UsageValues {
  return Object.fromEntries(config.controls.map((control) => [control.prop, control.default]));
}

/** The values that differ from the defaults, as props in the controls' order. */
export function changedProps(config: UsageConfig, values: UsageValues): ChangedProps {
  const props: Record<string, string | true> = {};
  for (const control of config.controls) {
    const value = values[control.prop] ?? control.default;
    if (value === control.default || value === false || value === null) continue;
    props[control.prop] = value;
  }
  return props;
}

/** The element for `values`. */
export function usageElement(config: UsageConfig, values: UsageValues): JsxNode {
  return config.template(changedProps(config, values));
}

/** The TSX for `values`. */
export function printUsage(config: UsageConfig, values: UsageValues): string {
  return printJsx(usageElement(config, values));
}

/**
 * The values that print the longest code: every boolean on, every enum at its longest non-default
 * value. The code block reserves this many lines, so a change of control never moves the page.
 */
export function longestValues(config: UsageConfig): UsageValues {
  return Object.fromEntries(
    config.controls.map((control) => {
      if (control.kind === 'boolean') return [control.prop, true];
      const others = control.values.filter((value) => value !== control.default);
      return [control.prop, others.reduce((longest, value) => (value.length > longest.length ? value : longest), others[0] ?? control.default ?? '')];
    }),
  );
}

/** The states that between them show everything a template can print: the defaults, each single change, and the longest values. */
export function sampleStates(config: UsageConfig): UsageValues[] {
  const defaults = defaultValues(config);
  const single = config.controls.flatMap((control) => (control.kind === 'boolean' ? [true] : control.values).map((value) => ({ ...defaults, [control.prop]: value })));
  return [defaults, ...single, longestValues(config)];
}

/** The number of lines the printed code can take at most. */
export function maxUsageLines(config: UsageConfig): number {
  return Math.max(...sampleStates(config).map((values) => printUsage(config, values).split('\n').length));
}

/** The components the playground renders, for loading them before it shows. */
export function usageModules(config: UsageConfig): JoyModuleName[] {
  return componentsOf(sampleStates(config).map((values) => usageElement(config, values)));
}
