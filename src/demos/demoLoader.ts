/**
 * The demo runtime chunk (MUI, Emotion, the theme, the demo registry) and a demo's own module, loaded
 * on demand: never in a page's first load. `preloadDemo` fetches both before a server-rendered demo
 * is hydrated, so hydration finds everything ready (src/demos/trackedPromise.ts says why).
 */
import { tracked, type TrackedPromise } from './trackedPromise';

type RuntimeModule = typeof import('./DemoRuntime.client');

let runtime: TrackedPromise<RuntimeModule> | null = null;

/** The runtime module, imported once; a failed import is forgotten, so Reset demo tries again. */
export function demoRuntime(): TrackedPromise<RuntimeModule> {
  if (!runtime) {
    const loading = tracked(import('./DemoRuntime.client'));
    loading.catch(() => {
      if (runtime === loading) runtime = null;
    });
    runtime = loading;
  }
  return runtime;
}

/** Loads the runtime and demo `moduleId`'s component. */
export async function preloadDemo(moduleId: string): Promise<void> {
  const runtimeModule = await demoRuntime();
  await runtimeModule.preloadDemoComponent(moduleId);
}
