/** Lookups over one section's API data, built once per section instead of once per page. */
import { typeLinkIndex } from './typeLinks';
import type { ApiComponent, ApiHook, ApiSectionData } from './types';

export interface ApiSectionIndex {
  /** `typeLinkIndex` of the section's components. */
  typeLinks: ReadonlyMap<string, string>;
  /** Components by name (the first one where a name repeats). */
  components: ReadonlyMap<string, ApiComponent>;
  /** Hooks by name (the first one where a name repeats). */
  hooks: ReadonlyMap<string, ApiHook>;
}

function byName<T extends { name: string }>(items: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) if (!index.has(item.name)) index.set(item.name, item);
  return index;
}

/** Indexes a section's data for the API pages: type links and components and hooks by name. */
export function indexApiSection(data: Pick<ApiSectionData, 'components' | 'hooks'>): ApiSectionIndex {
  return { typeLinks: typeLinkIndex(data.components), components: byName(data.components), hooks: byName(data.hooks) };
}

/** The items `names` pick from `index`, in the order of `names`, leaving out names the index lacks. */
export function pickByName<T>(index: ReadonlyMap<string, T>, names: readonly string[]): T[] {
  return names.map((name) => index.get(name)).filter((item): item is T => item !== undefined);
}
