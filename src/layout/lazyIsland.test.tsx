// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { whenIslandsHydrated } from './islandHydration';
import { lazyIsland } from './lazyIsland';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('lazyIsland', () => {
  it('renders the island on the server, keeps its HTML while the code loads, and counts it until hydrated', async () => {
    const Server = lazyIsland(async () => ({ default: Greeting }));
    const markup = await html(<Server name="Ada" />);
    expect(markup).toContain('Hello <!-- -->Ada');

    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const Client = lazyIsland(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const container = document.createElement('div');
    container.innerHTML = markup;
    const button = container.querySelector('button');
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Client name="Ada" />, { onRecoverableError: (error) => errors.push(error) });
    });
    let hydrated = false;
    whenIslandsHydrated(() => (hydrated = true));
    // The code has not come: the server's button is still there, untouched, and the page waits for it.
    expect(container.querySelector('button')).toBe(button);
    expect(hydrated).toBe(false);
    await act(async () => arrive({ default: Greeting }));
    expect(container.querySelector('button')).toBe(button);
    expect(hydrated).toBe(true);
    expect(errors).toEqual([]);
  });
});
