/**
 * The gate a server-rendered demo waits behind in the browser. On the server a demo renders at once
 * (its HTML is in the page); in the browser its Suspense boundary stays as that HTML, not hydrated,
 * until the gate opens (the frame nears the viewport), and only then is the demo runtime fetched and
 * the HTML hydrated. The promise carries React's `status` fields once settled, so a demo mounted
 * after the gate opened (Reset demo, an edit) renders without suspending.
 */
export interface DemoGate {
  /** Pending until `open()`; `use()`d inside the demo's Suspense boundary. */
  readonly promise: Promise<void>;
  readonly opened: boolean;
  open(): void;
}

type TrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

export function createDemoGate(): DemoGate {
  let resolve: () => void = () => {};
  const promise: TrackedPromise = new Promise<void>((done) => {
    resolve = done;
  });
  promise.status = 'pending';
  let opened = false;
  return {
    promise,
    get opened() {
      return opened;
    },
    open() {
      if (opened) return;
      opened = true;
      // React's use() reads these fields: a fulfilled promise is used without suspending.
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
  };
}
