/**
 * How the browser finds a demo's code. The prebuild writes one small registry per demo folder (the
 * page folder that holds `demos/`), and an index that loads those registries on demand; so a page
 * fetches the entries of its own demos only, and the index grows by one line per page folder, not by
 * the demos of the whole site.
 */
import type { ComponentType } from 'react';

export interface DemoModule {
  /** Loads the demo component (with the other demos its page shows in its styling: one chunk). */
  load: () => Promise<{ default: ComponentType }>;
  /** The modules the demo imports, by specifier: what an edited version of it may import. */
  scope: () => Promise<Record<string, unknown>>;
}

export type DemoFolderRegistry = Record<string, DemoModule>;

/** Loaders of the per-folder registries, by folder (`material-ui/components/button`). */
export type DemoFolderIndex = Record<string, () => Promise<{ registry: DemoFolderRegistry }>>;

/**
 * The folder whose registry holds `moduleId`: the path before its `/demos/` segment
 * (`material-ui/components/button/demos/BasicButtons` → `material-ui/components/button`,
 * `docs-infra/demos/X` → `docs-infra`, `demos/X` at the content root → ``).
 */
export function demoFolderOf(moduleId: string): string {
  if (moduleId.startsWith('demos/')) return '';
  const at = moduleId.indexOf('/demos/');
  if (at === -1) throw new Error(`"${moduleId}" is not a demo module id: it has no demos/ folder.`);
  return moduleId.slice(0, at);
}

/**
 * `find(moduleId)`: the demo's registry entry, loading its folder's registry once. Rejects with a
 * message that says what to check when the id is unknown.
 */
export function createDemoModuleFinder(index: DemoFolderIndex): (moduleId: string) => Promise<DemoModule> {
  const folders = new Map<string, Promise<DemoFolderRegistry>>();
  return async (moduleId) => {
    const folder = demoFolderOf(moduleId);
    let registry = folders.get(folder);
    if (!registry) {
      const loadFolder = index[folder];
      if (!loadFolder) throw new Error(`No demo "${moduleId}" in the registry: is the file in a demos/ folder? Run npm run build.`);
      registry = loadFolder().then((loaded) => loaded.registry);
      // A failed load (offline) is not cached: the next attempt fetches again.
      const loading = registry;
      loading.catch(() => {
        if (folders.get(folder) === loading) folders.delete(folder);
      });
      folders.set(folder, registry);
    }
    const entry = (await registry)[moduleId];
    if (!entry) throw new Error(`No demo "${moduleId}" in the registry: is the file in a demos/ folder? Run npm run build.`);
    return entry;
  };
}
