/**
 * What a playground needs before it can show or hydrate: the demo runtime (the providers every demo
 * renders under: theme state, direction, the Emotion caches) and the components of its template.
 * Loaded once per playground and awaited at the island's top, so hydration never stops half-way
 * through it (src/demos/trackedPromise.ts says why).
 */
import { demoRuntime } from '../demos/demoLoader';
import { tracked, type TrackedPromise } from '../demos/trackedPromise';
import { loadJoyModules, type JoyComponents, type JoyModuleName } from './joyModules';

/** The demo runtime's component, as src/demos/DemoRuntime.client.tsx exports it. */
export type DemoRuntimeComponent = (typeof import('../demos/DemoRuntime.client'))['default'];

export interface PlaygroundModules {
  DemoRuntime: DemoRuntimeComponent;
  components: JoyComponents;
}

/**
 * The module id the preview renders under. Not under `joy-ui/`: DemoRuntime wraps those demos in Joy's
 * provider loaded lazily, which would suspend the preview while it hydrates; the preview puts the same
 * provider (src/demos/joy/JoyDemoProvider.client.tsx) around its element itself, loaded with the island.
 */
export const PLAYGROUND_MODULE_ID = 'joy-playground';

const loading = new Map<string, TrackedPromise<PlaygroundModules>>();

/** The runtime and `modules`, fetched once per `key`; a failed fetch is forgotten so a remount tries again. */
export function playgroundModules(key: string, modules: readonly JoyModuleName[]): TrackedPromise<PlaygroundModules> {
  let pending = loading.get(key);
  if (!pending) {
    const started = tracked(
      Promise.all([demoRuntime(), loadJoyModules(modules)]).then(([runtime, components]) => ({ DemoRuntime: runtime.default, components })),
    );
    started.catch(() => {
      if (loading.get(key) === started) loading.delete(key);
    });
    loading.set(key, started);
    pending = started;
  }
  return pending;
}
