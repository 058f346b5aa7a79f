// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_ACTIVATION_DEFAULTS, activateFonts, fontActivationScript, type FontActivationOptions } from './fontActivation';

const OPTIONS: FontActivationOptions = { ...FONT_ACTIVATION_DEFAULTS, families: ['__Inter_1', '__JetBrains_Mono_2'] };
const STORED = '__Inter_1,__JetBrains_Mono_2';
const on = () => document.documentElement.hasAttribute('data-fonts');

/** The page's faces: the two site faces and a local fallback; `load()` settles when the test says. */
let faces: Array<{ family: string; load: ReturnType<typeof vi.fn> }>;
let settleLoads: { resolve: () => void; reject: () => void };
function setFaces() {
  let resolve!: () => void;
  let reject!: () => void;
  const loaded = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  loaded.catch(() => undefined);
  settleLoads = { resolve, reject };
  faces = ['"__Inter_1"', '__JetBrains_Mono_2', 'Inter Fallback'].map((family) => ({ family, load: vi.fn(() => loaded) }));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { forEach: (callback: (face: (typeof faces)[number]) => void) => faces.forEach(callback) } });
}

/** Paint entries: none until `paint()`; observers are told of the first one. */
let paints: string[];
let paintObservers: Array<() => void>;
let paintSupported: boolean;
class FakePaintObserver {
  static get supportedEntryTypes() {
    return paintSupported ? ['paint'] : [];
  }
  constructor(private readonly callback: () => void) {}
  observe() {
    paintObservers.push(this.callback);
  }
  disconnect() {
    paintObservers = paintObservers.filter((callback) => callback !== this.callback);
  }
}
function paint() {
  paints.push('first-contentful-paint');
  [...paintObservers].forEach((callback) => callback());
}

let readyState: DocumentReadyState;
/** A window of its own per test (so a load listener left by one test does not fire in the next). */
let win: Window;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.documentElement.removeAttribute('data-fonts');
  setFaces();
  paints = [];
  paintObservers = [];
  paintSupported = true;
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  win = Object.assign(new EventTarget(), {
    document,
    localStorage,
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    PerformanceObserver: FakePaintObserver,
    performance: { now: () => Date.now(), getEntriesByType: (type: string) => (type === 'paint' ? paints : []) },
  }) as unknown as Window;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const flush = () => vi.advanceTimersByTimeAsync(0);
function fireLoad() {
  readyState = 'complete';
  win.dispatchEvent(new Event('load'));
}

describe('a first visit', () => {
  it('stays in the fallbacks and fetches nothing before the load event and the first paint', async () => {
    activateFonts(win, OPTIONS);
    await vi.advanceTimersByTimeAsync(10_000);
    fireLoad();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(faces.every((face) => face.load.mock.calls.length === 0)).toBe(true);
    expect(on()).toBe(false);
  });

  it('fetches the two site faces (not the local fallbacks) 1000 ms after the load event and the first paint, remembers them, and does not switch', async () => {
    activateFonts(win, OPTIONS);
    paint();
    fireLoad();
    await vi.advanceTimersByTimeAsync(999);
    expect(faces[0]!.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1, 0]);
    expect(localStorage.getItem('docs-fonts')).toBeNull();
    settleLoads.resolve();
    await flush();
    expect(localStorage.getItem('docs-fonts')).toBe(STORED);
    expect(on()).toBe(false);
  });

  it('waits for the first paint when the load event comes first', async () => {
    activateFonts(win, OPTIONS);
    fireLoad();
    await vi.advanceTimersByTimeAsync(5000);
    expect(faces[0]!.load).not.toHaveBeenCalled();
    paint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(faces[0]!.load).toHaveBeenCalledTimes(1);
  });

  it('goes by the load event alone where paints are not reported', async () => {
    paintSupported = false;
    activateFonts(win, OPTIONS);
    fireLoad();
    await vi.advanceTimersByTimeAsync(1000);
    expect(faces[0]!.load).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing when a file fails to arrive, or when none of the faces is on the page', async () => {
    activateFonts(win, OPTIONS);
    paint();
    fireLoad();
    await vi.advanceTimersByTimeAsync(1000);
    settleLoads.reject();
    await flush();
    expect(localStorage.getItem('docs-fonts')).toBeNull();

    activateFonts(win, { ...OPTIONS, families: ['__Other_9'] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem('docs-fonts')).toBeNull();
  });

  it('treats other faces (a new build’s family names) as not fetched yet', async () => {
    localStorage.setItem('docs-fonts', '__Inter_0,__JetBrains_Mono_0');
    activateFonts(win, OPTIONS);
    expect(faces[0]!.load).not.toHaveBeenCalled();
  });

  it('stays in the fallbacks, without failing, when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    activateFonts(win, OPTIONS);
    paint();
    fireLoad();
    await vi.advanceTimersByTimeAsync(1000);
    settleLoads.resolve();
    await flush();
    expect(setItem).toHaveBeenCalled();
    expect(on()).toBe(false);
  });
});

describe('a later page', () => {
  beforeEach(() => localStorage.setItem('docs-fonts', STORED));

  it('asks for the faces at once and switches them on when they are ready before the first paint', async () => {
    activateFonts(win, OPTIONS);
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1, 0]);
    expect(on()).toBe(false);
    settleLoads.resolve();
    await flush();
    expect(on()).toBe(true);
  });

  it('stays in the fallbacks when the files come after the first paint (an emptied cache): no swap in view', async () => {
    activateFonts(win, OPTIONS);
    paint();
    settleLoads.resolve();
    await flush();
    expect(on()).toBe(false);
  });

  it('where paints are not reported, switches only when the files are ready within 100 ms', async () => {
    paintSupported = false;
    activateFonts(win, OPTIONS);
    await vi.advanceTimersByTimeAsync(99);
    settleLoads.resolve();
    await flush();
    expect(on()).toBe(true);

    document.documentElement.removeAttribute('data-fonts');
    setFaces();
    activateFonts(win, OPTIONS);
    await vi.advanceTimersByTimeAsync(100);
    settleLoads.resolve();
    await flush();
    expect(on()).toBe(false);
  });

  it('stays in the fallbacks when a file fails', async () => {
    activateFonts(win, OPTIONS);
    settleLoads.reject();
    await flush();
    expect(on()).toBe(false);
  });
});

it('runs the same way from its serialized source (it is self-contained)', async () => {
  localStorage.setItem('docs-fonts', STORED);
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  const getEntriesByType = vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => []);
  new Function(fontActivationScript(OPTIONS))();
  settleLoads.resolve();
  await flush();
  expect(on()).toBe(true);
  getEntriesByType.mockRestore();
  vi.unstubAllGlobals();
});
