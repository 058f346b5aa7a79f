/** The names MDX may give the playgrounds, and the build error for any other. */
import { cssVarsConfigs, type CssVarsPlaygroundName } from './cssVarsConfigs';
import { usageConfigs, type UsagePlaygroundName } from './usageConfigs';

export type PlaygroundKind = 'usage' | 'cssVars';

const TAGS: Record<PlaygroundKind, string> = { usage: 'JoyUsagePlayground', cssVars: 'JoyCssVarsPlayground' };

/** The component names each playground accepts, sorted. */
export const PLAYGROUND_NAMES: Record<PlaygroundKind, readonly string[]> = {
  usage: Object.keys(usageConfigs).sort(),
  cssVars: Object.keys(cssVarsConfigs).sort(),
};

/** The error for a `component` no playground of `kind` has, naming the page's file and the names there are. */
export function unknownPlaygroundError(kind: PlaygroundKind, component: unknown, pageFile: string): Error {
  const given = typeof component === 'string' ? `component="${component}"` : 'no component';
  return new Error(
    `<${TAGS[kind]} ${given} /> in content/${pageFile}: there is no ${kind === 'usage' ? 'usage' : 'CSS variables'} playground of that name. ` +
      `Write one of: ${PLAYGROUND_NAMES[kind].join(', ')}.`,
  );
}

/** `component` as a usage playground's name; throws the build error when there is none of that name. */
export function usagePlaygroundName(component: unknown, pageFile: string): UsagePlaygroundName {
  if (typeof component === 'string' && Object.hasOwn(usageConfigs, component)) return component as UsagePlaygroundName;
  throw unknownPlaygroundError('usage', component, pageFile);
}

/** `component` as a CSS variables playground's name; throws the build error when there is none of that name. */
export function cssVarsPlaygroundName(component: unknown, pageFile: string): CssVarsPlaygroundName {
  if (typeof component === 'string' && Object.hasOwn(cssVarsConfigs, component)) return component as CssVarsPlaygroundName;
  throw unknownPlaygroundError('cssVars', component, pageFile);
}
