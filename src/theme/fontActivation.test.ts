// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_ACTIVATION_DEFAULTS, activateFonts, fontActivationScript, type FontActivationOptions } from './fontActivation';

const OPTIONS: FontActivationOptions = { ...FONT_ACTIVATION_DEFAULTS, families: ['__Inter_1', '__JetBrains_Mono_2'] };
const on = () => document.documentElement.hasAttribute('data-fonts');

/** A FontFaceSet of the two site faces and a local fallback; `load()` resolves or rejects as the test says. */
let faces: Array<{ family: string; status: string; load: ReturnType<typeof vi.fn> }>;
function setFaces(result: 'resolve' | 'reject' = 'resolve') {
  faces = ['"__Inter_1"', '__JetBrains_Mono_2', 'Inter Fallback'].map((family) => ({
    family,
    status: 'unloaded',
    load: vi.fn(() => (result === 'resolve' ? Promise.resolve() : Promise.reject(new Error('network')))),
  }));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { forEach: (callback: (face: (typeof faces)[number]) => void) => faces.forEach(callback) } });
}

let readyState: DocumentReadyState;
/** A window of its own per test, so a load listener left by one test does not fire in the next. */
let win: Window;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.documentElement.removeAttribute('data-fonts');
  setFaces();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  win = Object.assign(new EventTarget(), { document, localStorage, setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms) }) as unknown as Window;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fires the load event and lets the idle callback (a timer in jsdom) and the loads' promises run. */
async function loadAndIdle() {
  readyState = 'complete';
  win.dispatchEvent(new Event('load'));
  await vi.runAllTimersAsync();
}

describe('activateFonts', () => {
  it('on a first visit, leaves the page in the fallbacks and fetches nothing before the load event', () => {
    activateFonts(win, OPTIONS);
    vi.runAllTimers();
    expect(on()).toBe(false);
    for (const face of faces) expect(face.load).not.toHaveBeenCalled();
  });

  it('after the load event, fetches the two site faces only (not the local fallbacks), remembers them and still does not switch', async () => {
    activateFonts(win, OPTIONS);
    await loadAndIdle();
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1, 0]);
    expect(localStorage.getItem('docs-fonts')).toBe('__Inter_1,__JetBrains_Mono_2');
    expect(on()).toBe(false);
  });

  it('fetches at once when the page has already loaded', async () => {
    readyState = 'complete';
    activateFonts(win, OPTIONS);
    await vi.runAllTimersAsync();
    expect(faces[0]!.load).toHaveBeenCalledTimes(1);
  });

  it('on a later page, switches the faces on before anything is painted and fetches nothing itself', async () => {
    localStorage.setItem('docs-fonts', '__Inter_1,__JetBrains_Mono_2');
    activateFonts(win, OPTIONS);
    expect(on()).toBe(true);
    await loadAndIdle();
    for (const face of faces) expect(face.load).not.toHaveBeenCalled();
  });

  it('treats other faces (a new build’s family names) as not fetched yet', async () => {
    localStorage.setItem('docs-fonts', '__Inter_0,__JetBrains_Mono_0');
    activateFonts(win, OPTIONS);
    expect(on()).toBe(false);
    await loadAndIdle();
    expect(localStorage.getItem('docs-fonts')).toBe('__Inter_1,__JetBrains_Mono_2');
  });

  it('remembers nothing when a file fails to arrive', async () => {
    setFaces('reject');
    activateFonts(win, OPTIONS);
    await loadAndIdle();
    expect(localStorage.getItem('docs-fonts')).toBeNull();
  });

  it('remembers nothing when none of the faces is on the page', async () => {
    activateFonts(win, { ...OPTIONS, families: ['__Other_9'] });
    await loadAndIdle();
    expect(localStorage.getItem('docs-fonts')).toBeNull();
  });

  it('stays in the fallbacks, without failing, when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    activateFonts(win, OPTIONS);
    await loadAndIdle();
    expect(setItem).toHaveBeenCalled();
    expect(on()).toBe(false);
  });

  it('runs the same way from its serialized source (it is self-contained)', () => {
    localStorage.setItem('docs-fonts', '__Inter_1,__JetBrains_Mono_2');
    new Function(fontActivationScript(OPTIONS))();
    expect(on()).toBe(true);
  });
});
