// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdErrorBoundary from './AdErrorBoundary.client';
import { AdScript } from './AdNetwork.client';

const SRC = 'https://ads.example.test/network.js';

function renderScript() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const send = vi.fn();
  const onCrash = vi.fn();
  const view = render(
    <div data-testid="slot">
      <AdErrorBoundary label="script" send={send} onCrash={onCrash}>
        <AdScript src={SRC} />
      </AdErrorBoundary>
    </div>,
  );
  const slot = view.getByTestId('slot');
  return { send, onCrash, slot, view };
}

/** An uncaught error reported to the window, as the browser does for a script's exception (marked handled, for the test runner). */
function reportError(filename: string) {
  const event = new ErrorEvent('error', { message: 'Uncaught Error: boom', filename, error: new Error('boom'), cancelable: true });
  event.preventDefault();
  act(() => {
    window.dispatchEvent(event);
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AdScript', () => {
  it('injects the network script into its own container', () => {
    const { slot } = renderScript();
    const script = slot.querySelector('script');
    expect(script?.getAttribute('src')).toBe(SRC);
    expect(script?.id).toBe('_carbonads_js');
    expect(script?.async).toBe(true);
  });

  it('treats an exception of the network script as a crash: one crash event, nothing rendered', () => {
    const { send, onCrash, slot } = renderScript();
    reportError(SRC);
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'crash', eventLabel: 'script' });
    expect(onCrash).toHaveBeenCalledOnce();
    expect(slot.innerHTML).toBe('');
  });

  it('leaves other scripts’ errors to the page', () => {
    const { send, slot } = renderScript();
    reportError('https://docs.example.test/_next/static/chunks/app.js');
    expect(send).not.toHaveBeenCalled();
    expect(slot.querySelector('script')).not.toBeNull();
  });

  it('stops listening once unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { view } = renderScript();
    const listener = add.mock.calls.find(([type]) => type === 'error')?.[1];
    expect(listener).toBeTypeOf('function');
    view.unmount();
    expect(remove).toHaveBeenCalledWith('error', listener);
  });
});
